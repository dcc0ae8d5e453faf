import type { Page } from 'playwright-core';

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function json(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const data = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/** A dealer registered and approved through the REST API (the accounts journey covers the pages). */
export async function approvedDealer(
  baseUrl: string,
  admin: { email: string; password: string },
  dealer: { fname: string; lname: string; location: string; email: string; password: string },
  customerId: string,
) {
  await json(baseUrl, 'POST', '/api/users', dealer);
  const adminToken = (await json(baseUrl, 'POST', '/api/users/login', { email: admin.email, password: admin.password })).token as string;
  const users = (await json(baseUrl, 'GET', `/api/admin/users?filter=${encodeURIComponent(dealer.email)}`, undefined, adminToken)).items as { _id: string }[];
  const id = users[0]!._id;
  await json(baseUrl, 'PUT', `/api/admin/users/${id}`, { bc_customer_id: customerId, isApproved: true }, adminToken);
  await json(baseUrl, 'PUT', `/api/admin/users/${id}`, { storeAccess: true }, adminToken);
}
