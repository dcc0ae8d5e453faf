import { requestTimeoutMs } from '../../../shared/api/trpc';
import { clearSession, readSession } from '../../../shared/session/session-store';
import { priceSheetFiles } from '../price-sheet-files';
import { fileNameOf } from '../../../shared/api/download-file';

export const priceSheetPath = '/api/admin/data/price-sheet';

/** The server's reason for a refused request, when it sent one. */
async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: fall through to the status.
  }
  return `The price sheet could not be generated (${response.status}).`;
}

/**
 * Sends the two sheets (multipart, with the stored bearer token) and returns the generated
 * workbook; throws an Error carrying the server's message when it refuses.
 */
export async function generatePriceSheet(files: { uom: File; salesprice: File }): Promise<{ blob: Blob; fileName: string }> {
  const body = new FormData();
  // Sent under the exact names the server accepts, whatever their case on disk.
  body.append('uom', files.uom, priceSheetFiles.uom);
  body.append('salesprice', files.salesprice, priceSheetFiles.salesprice);
  const token = readSession()?.token;
  const response = await fetch(priceSheetPath, {
    method: 'POST',
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  // Spec §4: a revoked or expired token logs out, as the tRPC calls do (app/query-client.ts).
  if (response.status === 401 && readSession()) clearSession();
  if (!response.ok) throw new Error(await refusal(response));
  return { blob: await response.blob(), fileName: fileNameOf(response, 'price-sheet.xlsx') };
}
