// node --import tsx scripts/crash.ts [--submissions 100] [--kill-after 30]
// The crash test (issue 20): the API on a PostgreSQL database of its own, with SMTP pointing at a
// server run here; an approved dealer fires N concurrent order submissions over REST (each with
// its Idempotency-Key), the API is killed with SIGKILL once about a third are acknowledged, then
// restarted; once its outbox has drained the script prints what survived. Exit code 1 when an
// acknowledged order is missing or incomplete, one is half-written, or a committed order's mail
// was never sent.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { startApi, type ApiProcess } from './support/api-process';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { approvedDealer, call, must } from './support/portal-calls';
import { missedTarget, stormThenKill } from './support/storm';

// --api-root: run the API of another checkout (an older commit) to measure before a change.
const { values: args } = parseArgs({
  options: {
    submissions: { type: 'string', default: '100' },
    'kill-after': { type: 'string' },
    'api-root': { type: 'string' },
    'smtp-delay-ms': { type: 'string', default: '50' },
  },
});
// A mail server slower than the database (as a real one is): mail is still waiting in the outbox when the API dies.
const smtpDelayMs = Number(args['smtp-delay-ms']);
const submissions = Number(args.submissions);
const killAfter = Number(args['kill-after'] ?? Math.round(submissions * 0.3));
if (!Number.isInteger(submissions) || submissions < 1 || !Number.isInteger(killAfter) || killAfter < 1 || killAfter >= submissions) {
  throw new Error('--submissions must be a whole number above --kill-after (default 30 % of it), itself at least 1');
}

const admin = { email: 'crash-admin@example.com', password: 'a crash test admin password' };
const dealer = { fname: 'Crash', lname: 'Dealer', location: 'Tucson, AZ', email: 'crash-dealer@example.com', password: 'a crash test dealer password' };
const orderName = (i: number) => `Crash ${String(i + 1).padStart(4, '0')}`;
const quantityOf = (i: number) => 1 + (i % 5);

/** Mails received, by subject; the admin's "Order submitted: P-000123 Crash 0001 (…)" names its order (before issue 30, without the number). */
const subjects: string[] = [];
const crashSubmission = /^Order submitted: (P-\d+ )?Crash /;
let receivedBeforeKill = -1;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      setTimeout(() => {
        subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
        callback();
      }, smtpDelayMs);
    });
  },
});
// The killed API drops its SMTP connections mid-message: a reset connection, not a failure of the test.
smtp.on('error', () => undefined);
const smtpPort = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)));

let database: ScratchDatabase | undefined;
let api: ApiProcess | undefined;
let failed = true;
const started = performance.now();
try {
  database = await createScratchDatabase('crash');
  api = await startApi({
    label: 'api',
    ...(args['api-root'] ? { root: args['api-root'] } : {}),
    env: {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SEED_ADMIN_EMAIL: admin.email,
      SEED_ADMIN_PASSWORD: admin.password,
      // The sample catalog prices the orders; the library is not needed.
      SAMPLE_CATALOG_ON_START: 'true',
      // A worker killed mid-send leaves its claimed mail to the next start after this lease.
      MAIL_CLAIM_LEASE_MS: '3000',
      MAIL_POLL_INTERVAL_MS: '250',
      LOG_LEVEL: 'error',
    },
  });

  // An approved dealer with store access, linked to a USD customer.
  const { dealerToken } = await approvedDealer(api, admin, dealer);
  const items = (await must(api, 'GET', '/api/bc/portalItems', undefined, dealerToken)) as { number: string }[];
  const part = items.find((item) => item.number.length > 0);
  if (!part) throw new Error('the sample catalog has no portal items');
  // The unit price as the server prices it: a draft of one, deleted again.
  const draft = await must(
    api,
    'POST',
    '/api/orders',
    { status: 'DRAFT', orderName: 'Price probe', cart: { screens: [], roofs: [], parts: [{ number: part.number, quantity: 1 }] } },
    dealerToken,
  );
  const unitCents = draft.totalsCents.totalPrice as number;
  await must(api, 'DELETE', `/api/orders/${draft._id}`, undefined, dealerToken);

  // The storm: every submission at once, each with its own key; SIGKILL after `killAfter` acknowledgements.
  const keys = Array.from({ length: submissions }, () => randomUUID());
  const { answers, acknowledged } = await stormThenKill(api, submissions, killAfter, async (i) => {
    const body = { status: 'SUBMITTED', orderName: orderName(i), cart: { screens: [], roofs: [], parts: [{ number: part.number, quantity: quantityOf(i) }] } };
    const res = await call(api!, 'POST', '/api/orders', body, dealerToken, { 'idempotency-key': keys[i]! });
    return { status: res.status, acknowledged: res.data._id as string };
  });
  const killedAt = performance.now();
  receivedBeforeKill = subjects.filter((s) => crashSubmission.test(s)).length;
  await api.restart();
  const restartedInMs = performance.now() - killedAt;

  // What the database holds: each order with its list row, its history and its key.
  const { rows } = await database.query<{
    id: string;
    order_name: string;
    status: string;
    total_price: string;
    lines: { parts: { quantity?: number; qty?: number }[]; screens: unknown[]; roofs: unknown[] };
    listed: boolean;
    transitions: number;
    keyed: boolean;
  }>(
    `select o.id, o.order_name, o.status, o.total_price, o.lines,
            exists (select 1 from order_list_items l where l.order_id = o.id) as listed,
            (select count(*)::int from order_transitions t where t.order_id = o.id) as transitions,
            exists (select 1 from idempotency_keys k where k.order_id = o.id and k.response_status = 201) as keyed
       from orders o where o.order_name like 'Crash %'`,
  );
  const byName = new Map(rows.map((r) => [r.order_name, r]));
  const complete = (i: number) => {
    const row = byName.get(orderName(i));
    if (!row) return false;
    const [line, ...more] = row.lines.parts;
    return (
      row.status === 'SUBMITTED' &&
      more.length === 0 &&
      row.lines.screens.length === 0 &&
      row.lines.roofs.length === 0 &&
      (line?.quantity ?? line?.qty) === quantityOf(i) &&
      Number(row.total_price) === unitCents * quantityOf(i)
    );
  };
  const halfWritten = rows.filter((r) => !r.listed || r.transitions !== 1 || !r.keyed);
  const ackedIndexes = [...acknowledged.keys()];
  const ackedPresent = ackedIndexes.filter((i) => byName.get(orderName(i))?.id === acknowledged.get(i));
  const ackedComplete = ackedIndexes.filter(complete);
  const committed = rows.length;
  const allComplete = Array.from({ length: submissions }, (_, i) => i).filter((i) => byName.has(orderName(i)) && complete(i));

  // The outbox drains: every committed order's mail to the one administrator.
  const mailsDue = committed;
  const submittedMails = () => new Set(subjects.filter((s) => crashSubmission.test(s)).map((s) => /Crash \d+/.exec(s)?.[0]));
  const drainDeadline = performance.now() + 60_000;
  // An outbox without delivery state (before issue 20) has nothing pending to wait for: 10 s of quiet then.
  const hasStatus =
    (await database.query(`select 1 from information_schema.columns where table_name = 'mail_outbox' and column_name = 'status'`)).rows.length > 0;
  for (let quietSince = performance.now(), seen = 0; ;) {
    const pending = hasStatus ? Number((await database.query<{ n: string }>(`select count(*) as n from mail_outbox where status = 'pending'`)).rows[0]!.n) : 0;
    if (subjects.length !== seen) [seen, quietSince] = [subjects.length, performance.now()];
    const settled = hasStatus ? pending === 0 : performance.now() - quietSince > 10_000;
    if ((settled && submittedMails().size >= mailsDue) || (!hasStatus && settled) || performance.now() > drainDeadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const drainedInMs = performance.now() - killedAt - restartedInMs;
  const sent = submittedMails();
  const mailsSent = [...sent].filter((name) => name && byName.has(name)).length;
  const duplicates = subjects.filter((s) => crashSubmission.test(s)).length - sent.size;
  const outbox = hasStatus
    ? (
        await database.query<{ status: string; n: string }>(
          `select status, count(*) as n from mail_outbox where subject ~ '^Order submitted: (P-[0-9]+ )?Crash ' group by status order by status`,
        )
      ).rows
    : [];

  const count = (status: number | string) => answers.filter((a) => a === status).length;
  console.log(`crash test: ${submissions} concurrent submissions, SIGKILL after ${killAfter} acknowledgements, PostgreSQL ${database.name}`);
  console.log(
    `  answers before the kill: ${count(201)} × 201, ${count('no answer')} without an answer, ` +
      `${answers.length - count(201) - count('no answer')} other ` +
      `(${[...new Set(answers.filter((a) => a !== 201 && a !== 'no answer'))].join(', ') || 'none'})`,
  );
  console.log(`  submissions           ${submissions}`);
  console.log(`  acknowledged          ${acknowledged.size}`);
  console.log(
    `  present               ${ackedPresent.length} of the acknowledged ` +
      `(${committed} orders committed in all, ${committed - ackedPresent.length} committed but unacknowledged)`,
  );
  console.log(
    `  complete              ${ackedComplete.length} of the acknowledged ` +
      `(${allComplete.length} of the ${committed} committed: status, line, quantity, total ${unitCents} × quantity cents)`,
  );
  console.log(`  half-written          ${halfWritten.length} (an order without its list row, its one transition or its key)`);
  console.log(`  mails due             ${mailsDue} (one per committed order, to the one administrator)`);
  console.log(
    `  mails sent            ${mailsSent}${duplicates > 0 ? ` (+${duplicates} sent twice)` : ''}: ` +
      `${receivedBeforeKill} before the kill, the rest after the restart (SMTP takes ${smtpDelayMs} ms a mail); outbox: ` +
      `${hasStatus ? outbox.map((r) => `${r.n} ${r.status}`).join(', ') : 'no delivery state (before issue 20)'}`,
  );
  console.log(
    `  restart ${(restartedInMs / 1000).toFixed(1)} s, outbox drained ${(drainedInMs / 1000).toFixed(1)} s after; ` +
      `whole run ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  failed = missedTarget(
    [
      ackedPresent.length < acknowledged.size && `${acknowledged.size - ackedPresent.length} acknowledged orders missing`,
      ackedComplete.length < acknowledged.size && `${acknowledged.size - ackedComplete.length} acknowledged orders incomplete`,
      allComplete.length < committed && `${committed - allComplete.length} committed orders incomplete`,
      halfWritten.length > 0 && `${halfWritten.length} half-written`,
      mailsSent < mailsDue && `${mailsDue - mailsSent} committed orders' mail never sent`,
    ],
    'every acknowledged order present and complete, none half-written, every committed order mailed after the restart',
  );
} catch (error) {
  console.error(error);
  if (api) console.error(`the API's last output:\n${api.output().slice(-3000)}`);
} finally {
  await api?.dispose();
  await database?.drop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}
process.exit(failed ? 1 : 0);
