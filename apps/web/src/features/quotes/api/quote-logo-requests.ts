import type { TQuoteSettings } from '@portal/domain/quotes/quote-schemas';
import { authorization, refusalOf } from '../../../shared/api/rest-auth';
import { requestTimeoutMs } from '../../../shared/api/trpc';
import { clearSession, readSession } from '../../../shared/session/session-store';

const logoPath = '/api/quotes/settings/logo';

/** A REST call of the logo with the bearer token: a 401 signs out (as the tRPC calls do), any other refusal throws the server's message. */
async function logoRequest(init: RequestInit = {}): Promise<Response> {
  const response = await fetch(logoPath, { ...init, headers: authorization(), signal: AbortSignal.timeout(requestTimeoutMs) });
  if (response.status === 401 && readSession()) clearSession();
  if (!response.ok) throw refusalOf(response.status, await response.text());
  return response;
}

/** The team's logo as its quotes print it (a PNG); only the team may read it, so no plain <img src>. */
export async function fetchQuoteLogo(): Promise<Blob> {
  return (await logoRequest()).blob();
}

/** Sends the logo (multipart field `file`); answers the settings, now with a logo. */
export async function uploadQuoteLogo(file: File): Promise<TQuoteSettings> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await (await logoRequest({ method: 'POST', body })).json()) as TQuoteSettings;
}
