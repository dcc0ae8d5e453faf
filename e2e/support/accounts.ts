import type { Page } from 'playwright-core';

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/**
 * Signs in as the sign-in page does, without walking it (the accounts and accessibility journeys do):
 * the session the API answers is kept where the page keeps it, then `landOn` opens. About a second of
 * a loaded machine saved on each of the journeys' sign-ins.
 */
export async function signIn(page: Page, email: string, password: string, landOn = '/') {
  const res = await page.request.post('/api/users/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`signing in ${email}: ${res.status()} ${await res.text()}`);
  const session = await res.text();
  // A blank page of the portal's origin, answered by the browser itself, to reach the origin's storage.
  const blank = '/e2e-blank-page';
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }));
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate(
    (value) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('userInfo', value),
    session,
  );
  await page.goto(landOn);
}

/** Signs in through the sign-in page, as a person does. */
export async function signInThroughForm(page: Page, email: string, password: string) {
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
