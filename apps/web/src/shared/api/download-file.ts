import { clearSession, readSession } from '../session/session-store';
import { authorization, refusalOf } from './rest-auth';
import { requestTimeoutMs } from './trpc';
import { downloadBlob } from './download-blob';

/** The file name the server gave (Content-Disposition), or the fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * A file only the signed-in account may read (an invoice's PDF), fetched with its bearer token and
 * saved under the server's name; throws an Error carrying the server's message when it refuses.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { headers: authorization(), signal: AbortSignal.timeout(requestTimeoutMs) });
  // A revoked or expired token logs out, as the tRPC calls do (app/query-client.ts).
  if (response.status === 401 && readSession()) clearSession();
  if (!response.ok) throw refusalOf(response.status, await response.text());
  downloadBlob(await response.blob(), fileNameOf(response, fallbackName));
}
