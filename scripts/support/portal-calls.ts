import type { ApiProcess } from './api-process';

/** One JSON call to the API: its status and parsed body (an empty object when none). */
export async function call(api: ApiProcess, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const data = (await res.json().catch(() => ({}))) as any;
  return { status: res.status, data };
}

/** A call that must succeed (below 300); otherwise it throws with the answer. */
export async function must(api: ApiProcess, method: string, path: string, body?: unknown, token?: string) {
  const res = await call(api, method, path, body, token);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data;
}

/** A USD customer of the sample catalog (not the '000' placeholder), for dealers the scripts approve. */
export async function usdCustomer(api: ApiProcess, adminToken: string): Promise<string> {
  const customers = (await must(api, 'GET', '/api/admin/customertiers', undefined, adminToken)).customers as {
    bc_customer_id: string;
    bc_customer_priceGroup: string;
  }[];
  const customer = customers.find((c) => c.bc_customer_priceGroup === 'USD' && c.bc_customer_id !== '000');
  if (!customer) throw new Error('no USD customer in the sample catalog');
  return customer.bc_customer_id;
}

/** The administrator approves the registered account `email` with store access, linked to `customerId`. */
export async function approveAccount(api: ApiProcess, adminToken: string, email: string, customerId: string) {
  const account = ((await must(api, 'GET', `/api/admin/users?filter=${encodeURIComponent(email)}`, undefined, adminToken)).items as { _id: string }[])[0]!;
  await must(api, 'PUT', `/api/admin/users/${account._id}`, { isApproved: true, storeAccess: true, bc_customer_id: customerId }, adminToken);
}

/**
 * Registers a dealer and has the administrator approve it with store access, linked to a USD
 * customer of the sample catalog (as scripts/integration-example.ts does); answers both tokens.
 */
export async function approvedDealer(
  api: ApiProcess,
  admin: { email: string; password: string },
  dealer: { fname: string; lname: string; location: string; email: string; password: string },
) {
  await must(api, 'POST', '/api/users', dealer);
  const adminToken = (await must(api, 'POST', '/api/users/login', { email: admin.email, password: admin.password })).token as string;
  await approveAccount(api, adminToken, dealer.email, await usdCustomer(api, adminToken));
  const dealerToken = (await must(api, 'POST', '/api/users/login', { email: dealer.email, password: dealer.password })).token as string;
  return { adminToken, dealerToken };
}
