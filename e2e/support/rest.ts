import { restScreenOptions } from '@portal/api/modules/orders/orders-test-kit';

/** A JSON call to the portal's REST API, as the journeys prepare their data; anything but 2xx fails the journey. */
export async function restCall(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const data = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/** A session token for an account, through POST /api/users/login. */
export async function tokenFor(baseUrl: string, who: { email: string; password: string }): Promise<string> {
  return (await restCall(baseUrl, 'POST', '/api/users/login', who)).token as string;
}

/** A black 96" × 72" screen as the REST order body carries it (docs/api.md). */
export const restScreen = (screenName: string) => ({
  screenName,
  options: { ...restScreenOptions, 'Motor Type': 'Standard - 21 RPM' },
  measurements: { width: 96, dropLeft: 72, dropRight: 72 },
});
