import { putSetting } from '@portal/db/queries/settings';
import { isIssueTypeOf, itemTypes } from '@portal/domain/adjustments/issue-types';
import type { TestApp } from '../../test/test-server';

/** The back office switch, as a super admin flips it (settings service), without the audit. */
export async function setAdjustmentsEnabled(t: TestApp, enabled: boolean) {
  await putSetting(t.db.db, 'feature.adjustments', enabled);
}

/** A 1 × 1 PNG: its content recognised and decoded (every image gets its previews). */
export const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000970485973000003e8' +
    '000003e801b57b526b0000000c4944415408996338c3c00000026800cd70ffb1d80000000049454e44ae426082',
  'hex',
);

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
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/issues/${issueId}/attachments`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

type Entry = { item?: Record<string, unknown>; issues?: { _id: string; issueType: string }[] };
type Items = { _id: string; screens: Entry[]; roofs: Entry[]; parts: Entry[] };

/**
 * The issue of this type on the adjustment's first item of its kind: as the answer `a` holds it,
 * or opened as the dialog opens it before a request is added (POST /api/adjustments/{id}/issues:
 * 201, or 200 when already open).
 */
export async function openIssue<I = Record<string, unknown> & { _id: string }>(t: TestApp, token: string, a: Items, issueType: string): Promise<I> {
  const held = [...a.screens, ...a.roofs, ...a.parts].flatMap((e) => e.issues ?? []).find((i) => i.issueType === issueType);
  if (held) return held as I;
  const itemType = itemTypes.find((kind) => isIssueTypeOf(kind, issueType)) ?? 'Part';
  const [list, idField] =
    itemType === 'Screen' ? (['screens', 'screenId'] as const) : itemType === 'Roof' ? (['roofs', 'roofId'] as const) : (['parts', 'partId'] as const);
  const body = { itemType, itemId: a[list][0]?.item?.[idField], issueType };
  const res = await t.call('POST', `/api/adjustments/${a._id}/issues`, { token, body });
  if (res.status !== 201 && res.status !== 200) throw new Error(`no ${issueType} issue: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as I;
}
