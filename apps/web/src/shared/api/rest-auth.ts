import { readSession } from '../session/session-store';

/** The signed-in account's bearer token, for the REST paths the web still calls: uploads and the price sheet. */
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
