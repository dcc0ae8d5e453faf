import { clearSession, readSession } from '../session/session-store';
import { requestTimeoutMs } from './trpc';

/** The signed-in account's bearer token, for the documented REST paths (files, adjustments). */
export function authorization(): Record<string, string> {
  const token = readSession()?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The server's message of a refusal (it names the field or file), or the status. */
export function refusalOf(status: number, text: string): Error {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return new Error(body.message);
  } catch {
    // Not JSON: the status says what it can.
  }
  return new Error(`The request failed (${status}). Please try again.`);
}

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One JSON call to a REST path with the session's token and the spec's 120 s timeout. A 401
 * signs out (spec §4: a revoked or expired token), as the tRPC calls do; any other refusal
 * rejects with the server's message.
 */
export async function restJson<T>(path: string, method: RestMethod = 'GET', body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
  const headers: Record<string, string> = { ...authorization(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...extraHeaders };
  const response = await fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }), signal: AbortSignal.timeout(requestTimeoutMs) });
  if (response.status === 401 && readSession()) clearSession();
  const text = await response.text();
  if (!response.ok) throw refusalOf(response.status, text);
  return JSON.parse(text) as T;
}

/** A query string of the defined values (`?a=1&b=x`, or '' when none). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
