// node --import tsx scripts/crash-uploads.ts [--uploads 40] [--attachments 12] [--kill-after 10] [--api-root DIR]
// The crash test of uploads (issue 26): the API on a PostgreSQL database of its own with files on
// its local disk; a dealer fires M concurrent uploads of two images each, every one to an issue of
// an adjustment of its own, and the API is killed with SIGKILL after half are acknowledged, then
// restarted (its start-up clean-up with no grace period: nothing else runs); then an administrator
// fires N uploads of three documents each, every one to a folder of its own, killed after K. Prints, per upload, how many of
// its files are listed, the attachments with and without rows, and what is left on the disk. Exit
// code 1 when an upload is listed in part, an acknowledged one is not listed whole, a stored
// attachment has no row (or a row no file), or temporary or staged files are left.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { startApi, type ApiProcess } from './support/api-process';
import { approvedDealer, must } from './support/portal-calls';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { missedTarget, stormThenKill } from './support/storm';

const { values: args } = parseArgs({
  options: {
    uploads: { type: 'string', default: '40' },
    attachments: { type: 'string', default: '12' },
    'kill-after': { type: 'string' },
    'api-root': { type: 'string' },
  },
});
const uploads = Number(args.uploads);
const attachmentUploads = Number(args.attachments);
const total = uploads + attachmentUploads;
const killAfter = Number(args['kill-after'] ?? Math.round(uploads * 0.25));
if (
  !Number.isInteger(uploads) ||
  uploads < 2 ||
  !Number.isInteger(attachmentUploads) ||
  attachmentUploads < 2 ||
  !Number.isInteger(killAfter) ||
  killAfter < 1 ||
  killAfter >= uploads
) {
  throw new Error(
    '--uploads must be a whole number above --kill-after (default 25 % of it), itself at least 1; --attachments at least 2 (the kill comes after half of them)',
  );
}
const dealer = { fname: 'Crash', lname: 'Uploader', location: 'Tucson, AZ', email: 'crash-uploader@example.com', password: 'a crash test dealer password' };
/** Two images per issue (the most an issue takes), large enough to still be streaming at the kill. */
const image = (i: number, n: number) =>
  sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 30, g: 90, b: 160 }, noise: { type: 'gaussian', mean: 60 + i + n, sigma: 40 } } })
    .png()
    .toBuffer();
const filesPerUpload = 3;
const admin = { email: 'crash-admin@example.com', password: 'a crash test admin password' };
const folder = (i: number) => `Crash-${String(i + 1).padStart(3, '0')}`;
/** A PDF of about 1.5 MB: large enough that an upload is still streaming when the kill lands. */
const document = (i: number, n: number) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% upload ${i} file ${n}\n`), Buffer.alloc(1_500_000, 32), Buffer.from('\n%%EOF\n')]);

/** Every file under `dir`, recursively (relative paths). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const e of entries) {
    if (e.isDirectory()) found.push(...(await filesUnder(path.join(dir, e.name))).map((f) => `${e.name}/${f}`));
    else found.push(e.name);
  }
  return found;
}

let database: ScratchDatabase | undefined;
let api: ApiProcess | undefined;
let failed = true;
const started = performance.now();
try {
  database = await createScratchDatabase('crash_uploads');
  api = await startApi({
    label: 'api',
    ...(args['api-root'] ? { root: args['api-root'] } : {}),
    // The sample catalog prices the orders the adjustments are made on.
    env: {
      DATABASE_URL: database.url,
      SEED_ADMIN_EMAIL: admin.email,
      SEED_ADMIN_PASSWORD: admin.password,
      SAMPLE_CATALOG_ON_START: 'true',
      UPLOAD_SWEEP_GRACE_MINUTES: '0',
      LOG_LEVEL: 'info',
    },
  });
  const { adminToken: token, dealerToken } = await approvedDealer(api, admin, dealer);
  // An issue per attachment upload: an approved order of one part line, its adjustment's part issue.
  await must(api, 'PUT', '/api/admin/settings', { adjustmentsEnabled: true }, token);
  const part = ((await must(api, 'GET', '/api/bc/portalItems', undefined, dealerToken)) as { number: string }[]).find((item) => item.number.length > 0);
  if (!part) throw new Error('the sample catalog has no portal items');
  const issues: string[] = [];
  for (let i = 0; i < attachmentUploads; i++) {
    const submitted = await must(
      api,
      'POST',
      '/api/orders',
      { status: 'SUBMITTED', orderName: `Crash attachments ${i + 1}`, cart: { screens: [], roofs: [], parts: [{ number: part.number, quantity: 1 }] } },
      dealerToken,
    );
    const read = await must(api, 'GET', `/api/orders/${submitted._id}`, undefined, token);
    const parts = (read.parts as { number: string; quantity: number }[]).map((p) => ({ number: p.number, quantity: p.quantity }));
    await must(
      api,
      'POST',
      '/api/orders',
      { _id: read._id, version: read.version, orderName: read.orderName, status: 'APPROVED', cart: { screens: [], roofs: [], parts } },
      token,
    );
    const adjustment = await must(api, 'POST', `/api/orders/${submitted._id}/adjustments`, { description: 'Torn mesh' }, dealerToken);
    const itemId = (adjustment.parts as { item: { partId: string } }[])[0]?.item.partId;
    issues.push(
      (await must(api, 'POST', `/api/adjustments/${adjustment._id}/issues`, { itemType: 'Part', itemId, issueType: 'Part' }, dealerToken))._id as string,
    );
  }
  const images = await Promise.all(issues.map(async (_, i) => [await image(i, 0), await image(i, 1)]));

  const filesDir = path.join(api.dataDir, 'files');
  const sweeps = () => [...api!.output().matchAll(/Upload clean-up at start-up[^"]*/g)].map((m) => m[0]);
  const leftAtKill: string[] = [];
  /** Kill -9 after `killAfter` acknowledgements, note what is on the disk, restart, wait for the clean-up's line. */
  async function round(count: number, killAt: number, send: (i: number) => Promise<{ status: number; acknowledged: boolean }>) {
    const result = await stormThenKill(api!, count, killAt, send);
    const temporaryAtKill = (await filesUnder(path.join(filesDir, '.tmp'))).length;
    const stagedAtKill =
      (await filesUnder(path.join(filesDir, 'docs', '.staging'))).length + (await filesUnder(path.join(filesDir, 'attachments', '.staging'))).length;
    leftAtKill.push(`${temporaryAtKill} temporary files, ${stagedAtKill} staged files`);
    const before = sweeps().length;
    await api!.restart();
    // The clean-up runs in the background after the start: its log line says it is done.
    const deadline = Date.now() + 60_000;
    while (sweeps().length <= before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    return result;
  }
  // Two rounds: the images' versions (sharp) wait behind the documents' bodies, so at once none would be acknowledged.
  const attachmentsRound = await round(attachmentUploads, Math.ceil(attachmentUploads / 2), async (j) => {
    const form = new FormData();
    for (const [n, png] of images[j]!.entries()) form.append('files', new Blob([png], { type: 'image/png' }), `photo-${n + 1}.png`);
    const res = await fetch(`${api!.url}/api/issues/${issues[j]}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${dealerToken}` },
      body: form,
    });
    return { status: res.status, acknowledged: true };
  });
  const { answers, acknowledged } = await round(uploads, killAfter, async (i) => {
    const form = new FormData();
    for (let n = 0; n < filesPerUpload; n++) form.append('files', new Blob([document(i, n)], { type: 'application/pdf' }), `part-${n + 1}.pdf`);
    const res = await fetch(`${api!.url}/api/files/docs/${folder(i)}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, acknowledged: true };
  });
  const sweptLines = sweeps().slice(1);

  const listedCounts = await Promise.all(
    Array.from({ length: uploads }, async (_, i) => {
      const res = await fetch(`${api!.url}/api/files/docs/${folder(i)}`, { headers: { authorization: `Bearer ${token}` } });
      return res.status === 200 ? ((await res.json()) as { items: unknown[] }).items.length : 0;
    }),
  );
  // Attachments: the rows (the only index of the bucket) against the files on the disk.
  const rows = new Set((await database.query<{ storage_key: string }>('select storage_key from adjustment_attachments')).rows.map((r) => r.storage_key));
  const stored = (await filesUnder(path.join(filesDir, 'attachments'))).filter((key) => !key.startsWith('.'));
  const filesWithoutRow = stored.filter((key) => !rows.has(key)).length;
  const rowsWithoutFile = [...rows].filter((key) => !stored.includes(key)).length;
  const attachmentCounts = await Promise.all(
    issues.map(async (id) => ((await must(api!, 'GET', `/api/issues/${id}/attachments`, undefined, dealerToken)).attachments as unknown[]).length),
  );
  const attachmentsAcked = issues.filter((_, j) => attachmentsRound.acknowledged.has(j));
  const attachmentsAckedWhole = issues.filter((_, j) => attachmentsRound.acknowledged.has(j) && attachmentCounts[j] === 2).length;
  const attachmentsInPart = attachmentCounts.filter((n) => n === 1).length;
  const inPart = listedCounts.filter((n) => n > 0 && n < filesPerUpload).length;
  const ackedWhole = [...acknowledged.keys()].filter((i) => listedCounts[i] === filesPerUpload).length;
  const docsAcked = acknowledged.size;
  const unackedListed = listedCounts.filter((n, i) => n > 0 && !acknowledged.has(i)).length;
  const unackedWhole = listedCounts.filter((n, i) => n === filesPerUpload && !acknowledged.has(i)).length;
  const temporaryLeft = await filesUnder(path.join(filesDir, '.tmp'));
  const stagedLeft = [...(await filesUnder(path.join(filesDir, 'docs', '.staging'))), ...(await filesUnder(path.join(filesDir, 'attachments', '.staging')))];
  const count = (status: number | string) => [...attachmentsRound.answers, ...answers].filter((a) => a === status).length;

  console.log(
    `crash test of uploads: ${attachmentUploads} concurrent uploads of 2 issue images (SIGKILL after ${Math.ceil(attachmentUploads / 2)} acknowledgements), ` +
      `then ${uploads} of ${filesPerUpload} documents of 1.5 MB (SIGKILL after ${killAfter}), PostgreSQL ${database.name}, files on local disk`,
  );
  console.log(`  answers before the kills: ${count(201)} × 201, ${count('no answer')} without an answer, ${total - count(201) - count('no answer')} other`);
  console.log(`  at the kills           ${leftAtKill.join('; ')}`);
  for (const line of sweptLines) console.log(`  after a restart        ${line.trim()}`);
  console.log(`  documents acknowledged ${docsAcked}, listed whole ${ackedWhole}`);
  console.log(`  listed in part         ${inPart} uploads (0 < files listed < ${filesPerUpload})`);
  console.log(`  listed, unacknowledged ${unackedListed}, ${unackedWhole} of them whole (finished as the kill landed, the answer lost with the process)`);
  console.log(
    `  attachments            ${attachmentsAcked.length} uploads acknowledged, ${attachmentsAckedWhole} with both images; ` +
      `${attachmentsInPart} issues with one image of two; ${stored.length} files on disk, ` +
      `${rows.size} rows: ${filesWithoutRow} files without a row, ${rowsWithoutFile} rows without a file`,
  );
  console.log(`  left on disk           ${temporaryLeft.length} temporary files, ${stagedLeft.length} staged files`);
  console.log(`  whole run ${((performance.now() - started) / 1000).toFixed(1)} s`);
  failed = missedTarget(
    [
      inPart > 0 && `${inPart} uploads listed in part`,
      ackedWhole < docsAcked && `${docsAcked - ackedWhole} acknowledged uploads not listed whole`,
      attachmentsAckedWhole < attachmentsAcked.length && `${attachmentsAcked.length - attachmentsAckedWhole} acknowledged attachment uploads not whole`,
      attachmentsInPart > 0 && `${attachmentsInPart} issues with one image of two`,
      filesWithoutRow > 0 && `${filesWithoutRow} attachment files without a row`,
      rowsWithoutFile > 0 && `${rowsWithoutFile} attachment rows without a file`,
      temporaryLeft.length > 0 && `${temporaryLeft.length} temporary files left`,
      stagedLeft.length > 0 && `${stagedLeft.length} staged files left`,
    ],
    'every upload listed whole or not at all, every acknowledged one whole, every attachment file with its row, no temporary or staged file left',
  );
} catch (error) {
  console.error(error);
  if (api) console.error(`the API's last output:\n${api.output().slice(-3000)}`);
} finally {
  await api?.dispose();
  await database?.drop();
}
process.exit(failed ? 1 : 0);
