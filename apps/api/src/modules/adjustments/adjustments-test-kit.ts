import { putSetting } from '@portal/db/queries/settings';
import type { TestApp } from '../../test/test-server';

/** The back office switch, as a super admin flips it (settings service), without the audit. */
export async function setAdjustmentsEnabled(t: TestApp, enabled: boolean) {
  await putSetting(t.db.db, 'feature.adjustments', enabled);
}

/** A 1 × 1 PNG: its content recognised and decoded (every image gets its previews). */
export const pngBytes = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000970485973000003e8000003e801b57b526b0000000c4944415408996338c3c00000026800cd70ffb1d80000000049454e44ae426082', 'hex');

/** A multipart/form-data body with each file in the field files. */
export function multipart(files: { name: string; content: Buffer; type?: string }[]) {
  const boundary = '----adjustment-test';
  const payload = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`),
      f.content,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads through the REST path as the browser would. */
export async function upload(t: TestApp, token: string, issueId: string, files: { name: string; content: Buffer; type?: string }[]) {
  const body = multipart(files);
  const res = await t.app.inject({ method: 'POST', url: `/api/issues/${issueId}/attachments`, headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType }, payload: body.payload });
  return { status: res.statusCode, body: res.json() };
}
