// npm run restore-drill [-- --short] [--dealers N] [--orders N] [--think-ms MS]
// The restore drill (issue 33, docs/operations.md, Backups and restore): the portal on the embedded
// defaults (PGlite and local disk in a DATA_DIR of its own), a load of dealers each placing orders
// with a document and a submission (each writing a mail), and a third of the way through the real
// `npm run backup` of the running portal. Then the portal is stopped, the backup restored with
// `npm run restore` into a fresh DATA_DIR and a fresh portal started on it. Prints the orders
// acknowledged before the backup began and present after the restore, the files restored rows refer
// to and present, the mail pending at the snapshot and pending still, the time from the restore's
// start to the restored portal answering /api/health, and whether every restored order is whole.
// Exit code 1 when any of them misses its target.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { PGlite } from '@electric-sql/pglite';
import { openSnapshot } from '@portal/api/modules/backups/embedded-database';
import { freePort } from '@portal/api/test/free-port';
import { startApi, type ApiProcess } from './support/api-process';
import { runScript } from './support/child-script';
import { judge, orderFiles, readState } from './support/drill-checks';
import { drillAdmin, drillDealers, placeOrders, type DrillOrder } from './support/drill-load';
import { call } from './support/portal-calls';
import { missedTarget } from './support/storm';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    dealers: { type: 'string' },
    orders: { type: 'string' },
    'think-ms': { type: 'string', default: '400' },
  },
});
const dealerCount = Number(args.dealers ?? (args.short ? 4 : 12));
const perDealer = Number(args.orders ?? (args.short ? 8 : 12));
const thinkMs = Number(args['think-ms']);
const documentBytes = args.short ? 100_000 : 300_000;
if (!Number.isInteger(dealerCount) || dealerCount < 1 || !Number.isInteger(perDealer) || perDealer < 2 || !(thinkMs >= 0)) {
  throw new Error('--dealers must be at least 1, --orders (per dealer) at least 2 and --think-ms a number of milliseconds');
}
const total = dealerCount * perDealer;
const servingTargetMs = 60_000;

// A mail server slower than the portal writes mail (as a real one is): some of it still waits in the outbox at the snapshot.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => setTimeout(() => callback(), 250));
  },
});
smtp.on('error', () => undefined);
const smtpPort = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)));
// The restored portal's mail goes to a port nothing listens on: a drill never mails anyone twice, and its pending mail stays pending.
const closedPort = await freePort();

const work = mkdtempSync(path.join(tmpdir(), 'portal-restore-drill-'));
const backupDir = path.join(work, 'backup');
const restoredDataDir = path.join(work, 'restored');
const portalEnv = {
  // Generated into DATA_DIR (as npm start does), so the backup carries them.
  JWT_SECRET: '',
  SEED_ADMIN_EMAIL: drillAdmin.email,
  SEED_ADMIN_PASSWORD: drillAdmin.password,
  SAMPLE_CATALOG_ON_START: 'true',
  MAIL_POLL_INTERVAL_MS: '250',
  // The dealers come from addresses of their own, named by the proxy the drill stands for (drill-load.ts).
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'error',
};

let source: ApiProcess | undefined;
let restored: ApiProcess | undefined;
let failed = true;
const started = performance.now();
try {
  source = await startApi({ label: 'source', env: { ...portalEnv, DATA_DIR: path.join(work, 'source'), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  const dealers = await drillDealers(source, dealerCount);
  const loadStarted = performance.now();

  // The backup begins once a third of the orders are acknowledged, and runs while the dealers go on.
  let backupBeganAt = Number.POSITIVE_INFINITY;
  let backup: ReturnType<typeof runScript> | undefined;
  let submitted = 0;
  const orders: DrillOrder[] = await placeOrders(source, dealers, {
    perDealer,
    documentBytes,
    thinkMs,
    onSubmitted: () => {
      submitted += 1;
      if (submitted >= total / 3 && !backup) {
        backupBeganAt = performance.now();
        backup = runScript('backup.ts', ['--to', backupDir], { DATA_DIR: source!.dataDir });
      }
    },
  });
  const loadEndedAt = performance.now();
  const backupRun = await backup!;
  if (backupRun.code !== 0) throw new Error(`npm run backup failed (exit ${backupRun.code}):\n${backupRun.output}`);
  const ackedDuringBackup = orders.filter((o) => o.submittedAt! >= backupBeganAt && o.submittedAt! < backupBeganAt + backupRun.ms).length;
  await source.stop();

  const snapshotClient = await openSnapshot(path.join(backupDir, 'database.tar.gz'));
  const snapshot = await readState(snapshotClient).finally(() => snapshotClient.close());

  // The restore and the fresh portal, timed from the restore's start to /api/health answering.
  const restoreStarted = performance.now();
  const restoreRun = await runScript('restore.ts', ['--from', backupDir], { DATA_DIR: restoredDataDir });
  if (restoreRun.code !== 0) throw new Error(`npm run restore failed (exit ${restoreRun.code}):\n${restoreRun.output}`);
  restored = await startApi({ label: 'restored', env: { ...portalEnv, DATA_DIR: restoredDataDir, SMTP_URL: `smtp://127.0.0.1:${closedPort}` } });
  const servingMs = performance.now() - restoreStarted;

  // Served as it was: a dealer's session from before the backup, and an order's document through a link the restored portal signs.
  const probe = orders.find((o) => o.submittedAt! < backupBeganAt)!;
  const dealerToken = dealers.find((d) => d.email === probe.dealer)!.token;
  const read = await call(restored, 'GET', `/api/orders/${probe.id}`, undefined, dealerToken);
  const listing = await call(restored, 'GET', `/api/files/orders/${probe.id}`, undefined, dealerToken);
  const link = (listing.data.items as { signedUrl: string }[] | undefined)?.[0]?.signedUrl;
  const download = link ? await fetch(new URL(link, restored.url)) : undefined;
  const downloaded = download?.ok ? Buffer.from(await download.arrayBuffer()).length : 0;
  const servedAsBefore = read.status === 200 && read.data.status === 'SUBMITTED' && downloaded === probe.document.bytes;
  await restored.stop();

  const restoredClient = new PGlite(path.join(restoredDataDir, 'pglite'));
  const after = await readState(restoredClient).finally(() => restoredClient.close());
  const verdict = await judge({ orders, backupBeganAt, snapshot, restored: after, restoredDataDir });
  const sourceFiles = (await Promise.all(orders.map((o) => orderFiles(source!.dataDir, o.id)))).flat().length;

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `restore drill${args.short ? ' (short)' : ''}: ${dealerCount} dealers × ${perDealer} orders on the embedded defaults (PGlite, local disk); ` +
      'npm run backup of the running portal after a third',
  );
  console.log(
    `  each order            a draft of 1–3 part lines, a ${documentBytes / 1000} KB document, the submission and its mail; ` +
      `about ${thinkMs} ms between two orders of a dealer`,
  );
  console.log(
    `  load                  ${orders.length} orders, ${orders.filter((o) => o.submittedAt).length} submitted, ${sourceFiles} documents stored, ` +
      `in ${seconds(loadEndedAt - loadStarted)}; mail to a server taking 250 ms a message`,
  );
  console.log(
    `  backup                began after ${orders.filter((o) => o.submittedAt! < backupBeganAt).length} acknowledged submissions, ` +
      `took ${seconds(backupRun.ms)} while ${ackedDuringBackup} more were acknowledged; its snapshot holds ${verdict.snapshotOrders} orders`,
  );
  for (const line of backupRun.output
    .trim()
    .split('\n')
    .filter((l) => /^(Backed up|  )/.test(l)))
    console.log(`      ${line}`);
  console.log(`  orders acknowledged before the backup began, present after the restore   ${verdict.ackedBeforePresent} of ${verdict.ackedBefore}`);
  console.log(`  files referenced by restored rows, present and whole                     ${verdict.filesPresent} of ${verdict.filesReferenced}`);
  console.log(
    `  mails pending at the snapshot, restored as pending                       ${verdict.mailsStillPending} of ${verdict.mailsPendingAtSnapshot} ` +
      `(sent at the snapshot and still sent: ${verdict.mailsStillSent} of ${verdict.mailsSentAtSnapshot})`,
  );
  console.log(
    `  restore start to /api/health answering                                  ${seconds(servingMs)} ` +
      `(npm run restore ${seconds(restoreRun.ms)}, then the portal's start)`,
  );
  console.log(
    `  consistency: each restored order's lines, list row, history and document ` +
      `${verdict.broken.length === 0 ? 'whole' : `BROKEN in ${verdict.broken.length}`} ` +
      `(${verdict.restoredOrders} restored of ${verdict.snapshotOrders} in the snapshot)`,
  );
  for (const line of verdict.broken.slice(0, 10)) console.log(`      ${line}`);
  console.log(`  served as before      the session of a dealer from before the backup reads its order (${read.status})`);
  console.log(`                        and downloads its document by a link the restored portal signed (${downloaded} of ${probe.document.bytes} bytes)`);
  console.log(`  whole run ${seconds(performance.now() - started)}`);
  failed = missedTarget(
    [
      verdict.ackedBeforePresent < verdict.ackedBefore && `${verdict.ackedBefore - verdict.ackedBeforePresent} acknowledged orders missing`,
      verdict.filesPresent < verdict.filesReferenced && `${verdict.filesReferenced - verdict.filesPresent} referenced files missing`,
      verdict.mailsStillPending < verdict.mailsPendingAtSnapshot && `${verdict.mailsPendingAtSnapshot - verdict.mailsStillPending} pending mails not pending`,
      verdict.mailsStillSent < verdict.mailsSentAtSnapshot && `${verdict.mailsSentAtSnapshot - verdict.mailsStillSent} sent mails not sent`,
      servingMs >= servingTargetMs && `the restored portal served after ${seconds(servingMs)} (target < 60 s)`,
      verdict.broken.length > 0 && `${verdict.broken.length} orders not whole`,
      !servedAsBefore && 'the restored portal did not serve the order and its document to the session from before the backup',
      verdict.ackedBefore === 0 && 'no order was acknowledged before the backup began',
    ],
    'every order acknowledged before the backup restored, every referenced file present, pending mail pending, serving within 60 s, every order whole',
  );
} catch (error) {
  console.error(error);
  for (const api of [source, restored])
    if (api) console.error(`the ${api === source ? 'source' : 'restored'} portal's last output:\n${api.output().slice(-3000)}`);
} finally {
  await source?.dispose();
  await restored?.dispose();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
