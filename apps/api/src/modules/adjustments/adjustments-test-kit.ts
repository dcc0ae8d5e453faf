import { putSetting } from '@portal/db/queries/settings';
import type { TestApp } from '../../test/test-server';

/** The back office switch, as a super admin flips it (settings service), without the audit. */
export async function setAdjustmentsEnabled(t: TestApp, enabled: boolean) {
  await putSetting(t.db.db, 'feature.adjustments', enabled);
}

/** The smallest PNG a content check recognises (its signature and header chunk). */
export const pngBytes = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a6d3a4a60000000049454e44ae426082', 'hex');

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
