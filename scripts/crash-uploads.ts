// node --import tsx scripts/crash-uploads.ts [--uploads 40] [--kill-after 10] [--api-root DIR]
// The crash test of uploads (issue 26): the API on a PostgreSQL database of its own with files on
// its local disk; an administrator fires N concurrent uploads of three documents each, every one
// to a folder of its own; the API is killed with SIGKILL after K acknowledgements, then restarted
// (its start-up clean-up with no grace period: nothing else runs). Prints, per upload, how many of
// its files are listed, and what is left on the disk. Exit code 1 when an upload is listed in
// part, an acknowledged one is not listed whole, or temporary or staged files are left.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startApi, type ApiProcess } from './support/api-process';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { missedTarget, stormThenKill } from './support/storm';

const { values: args } = parseArgs({ options: { uploads: { type: 'string', default: '40' }, 'kill-after': { type: 'string' }, 'api-root': { type: 'string' } } });
const uploads = Number(args.uploads);
const killAfter = Number(args['kill-after'] ?? Math.round(uploads * 0.25));
if (!Number.isInteger(uploads) || uploads < 1 || !Number.isInteger(killAfter) || killAfter < 1 || killAfter >= uploads) {
  throw new Error('--uploads must be a whole number above --kill-after (default 25 % of it), itself at least 1');
}
const filesPerUpload = 3;
const admin = { email: 'crash-admin@example.com', password: 'a crash test admin password' };
const folder = (i: number) => `Crash-${String(i + 1).padStart(3, '0')}`;
/** A PDF of about 1.5 MB: large enough that an upload is still streaming when the kill lands. */
const document = (i: number, n: number) => Buffer.concat([Buffer.from(`%PDF-1.4\n% upload ${i} file ${n}\n`), Buffer.alloc(1_500_000, 32), Buffer.from('\n%%EOF\n')]);

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
    env: { DATABASE_URL: database.url, SEED_ADMIN_EMAIL: admin.email, SEED_ADMIN_PASSWORD: admin.password, UPLOAD_SWEEP_GRACE_MINUTES: '0', LOG_LEVEL: 'info' },
  });
  const login = await fetch(`${api.url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const token = ((await login.json()) as { token: string }).token;

  const { answers, acknowledged } = await stormThenKill(api, uploads, killAfter, async (i) => {
    const form = new FormData();
    for (let n = 0; n < filesPerUpload; n++) form.append('files', new Blob([document(i, n)], { type: 'application/pdf' }), `part-${n + 1}.pdf`);
    const res = await fetch(`${api!.url}/api/files/docs/${folder(i)}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, acknowledged: true };
  });
  const filesDir = path.join(api.dataDir, 'files');
  const temporaryAtKill = await filesUnder(path.join(filesDir, '.tmp'));
  const stagedAtKill = await filesUnder(path.join(filesDir, 'docs', '.staging'));
  const sweeps = () => [...api!.output().matchAll(/Upload clean-up at start-up[^"]*/g)].map((m) => m[0]);
  const sweepsBefore = sweeps().length;
  await api.restart();
  // The clean-up runs in the background after the start: its log line says it is done.
  const deadline = Date.now() + 60_000;
  while (sweeps().length <= sweepsBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  const sweptLine = sweeps()[sweepsBefore] ?? '(no clean-up line logged after the restart)';

  const listedCounts = await Promise.all(
    Array.from({ length: uploads }, async (_, i) => {
      const res = await fetch(`${api!.url}/api/files/docs/${folder(i)}`, { headers: { authorization: `Bearer ${token}` } });
      return res.status === 200 ? ((await res.json()) as { items: unknown[] }).items.length : 0;
    }),
  );
  const inPart = listedCounts.filter((n) => n > 0 && n < filesPerUpload).length;
  const ackedWhole = [...acknowledged.keys()].filter((i) => listedCounts[i] === filesPerUpload).length;
  const unackedListed = listedCounts.filter((n, i) => n > 0 && !acknowledged.has(i)).length;
  const unackedWhole = listedCounts.filter((n, i) => n === filesPerUpload && !acknowledged.has(i)).length;
  const temporaryLeft = await filesUnder(path.join(filesDir, '.tmp'));
  const stagedLeft = await filesUnder(path.join(filesDir, 'docs', '.staging'));
  const count = (status: number | string) => answers.filter((a) => a === status).length;

  console.log(`crash test of uploads: ${uploads} concurrent uploads of ${filesPerUpload} documents (1.5 MB each), SIGKILL after ${killAfter} acknowledgements, PostgreSQL ${database.name}, files on local disk`);
  console.log(`  answers before the kill: ${count(201)} × 201, ${count('no answer')} without an answer, ${answers.length - count(201) - count('no answer')} other`);
  console.log(`  at the kill            ${temporaryAtKill.length} temporary files, ${stagedAtKill.length} staged files`);
  console.log(`  after the restart      ${sweptLine.trim()}`);
  console.log(`  acknowledged           ${acknowledged.size}, listed whole ${ackedWhole}`);
  console.log(`  listed in part         ${inPart} uploads (0 < files listed < ${filesPerUpload})`);
  console.log(`  listed, unacknowledged ${unackedListed}, ${unackedWhole} of them whole (finished as the kill landed, the answer lost with the process)`);
  console.log(`  left on disk           ${temporaryLeft.length} temporary files, ${stagedLeft.length} staged files`);
  console.log(`  whole run ${((performance.now() - started) / 1000).toFixed(1)} s`);
  failed = missedTarget(
    [
      inPart > 0 && `${inPart} uploads listed in part`,
      ackedWhole < acknowledged.size && `${acknowledged.size - ackedWhole} acknowledged uploads not listed whole`,
      temporaryLeft.length > 0 && `${temporaryLeft.length} temporary files left`,
      stagedLeft.length > 0 && `${stagedLeft.length} staged files left`,
    ],
    'every upload listed whole or not at all, every acknowledged one whole, no temporary or staged file left',
  );
} catch (error) {
  console.error(error);
  if (api) console.error(`the API's last output:\n${api.output().slice(-3000)}`);
} finally {
  await api?.dispose();
  await database?.drop();
}
process.exit(failed ? 1 : 0);
