import { sql } from 'drizzle-orm';
import { patience } from '../../../../../tooling/testing/patience';
import type { TestApp } from '../test-server';
import type { MatrixFixtures } from './matrix-fixtures';
import type { ObjectName, Role, Roles } from './matrix-roles';
import type { Cell, MatrixRow, Probe } from './matrix-row';
import { faceName, type Face } from './route-inventory';
import type { WriteLog } from './write-log';

export interface MatrixEnv {
  t: TestApp;
  fixtures: MatrixFixtures;
  writes: WriteLog;
}

interface Answer {
  status: number;
  body: unknown;
  message: string | undefined;
}

/** What a cell found wrong: a refusal that did not hold (a leak), or an allowed call refused. */
export interface CellProblem {
  leak: boolean;
  text: string;
}

/** The objects a row is called about: the keys of its allow record, or none. */
export function objectsOf(row: MatrixRow): (ObjectName | undefined)[] {
  return Array.isArray(row.allow) ? [undefined] : (Object.keys(row.allow) as ObjectName[]);
}

function allowedRoles(row: MatrixRow, object: ObjectName | undefined): Roles {
  if (Array.isArray(row.allow)) return row.allow as Roles;
  return (row.allow as Partial<Record<ObjectName, Roles>>)[object as ObjectName] ?? [];
}

let cellNumber = 0;
/** Each cell comes from an address of its own: no per-address limit of one cell reaches the next. */
const nextAddress = () => {
  cellNumber += 1;
  return `10.${(cellNumber >> 16) & 255}.${(cellNumber >> 8) & 255}.${cellNumber & 255}`;
};

const messageOf = (body: unknown): string | undefined => {
  const b = body as { message?: unknown; error?: { message?: unknown } } | null;
  const message = b?.error?.message ?? b?.message;
  return typeof message === 'string' ? message : undefined;
};

const asObject = (part: unknown) => (part !== null && typeof part === 'object' ? part : {});

/** The tRPC input: the probe's own, or params, query and body merged as REST merges them (operation-routes.ts). */
function trpcInput(face: Extract<Face, { transport: 'trpc' }>, probe: Probe): unknown {
  if (probe.input !== undefined) return probe.input;
  if (!face.takesInput) return undefined;
  return { ...probe.params, ...probe.query, ...(face.bodyAs ? { [face.bodyAs]: probe.body } : asObject(probe.body)) };
}

/** The REST address: the route's path with the probe's params filled in, and its query. */
function urlOf(face: Extract<Face, { transport: 'rest' }>, probe: Probe): string {
  if (probe.url) return probe.url;
  const params = { ...probe.params };
  const path = face.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${face.route}: the probe gives no ${name}`);
    delete params[name];
    return encodeURIComponent(value);
  });
  const unused = Object.keys(params);
  if (unused.length) throw new Error(`${face.route}: the probe gives ${unused.join(', ')}, which the path does not name (name the row's routes)`);
  const query = new URLSearchParams(probe.query).toString();
  return query ? `${path}?${query}` : path;
}

async function send(env: MatrixEnv, face: Face, probe: Probe, token: string | undefined, ip: string): Promise<Answer> {
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (face.transport === 'trpc') {
    const input = trpcInput(face, probe);
    const res =
      face.type === 'query'
        ? await env.t.app.inject({
            method: 'GET',
            url: `/trpc/${face.procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
            remoteAddress: ip,
            headers: authorization,
          })
        : await env.t.app.inject({
            method: 'POST',
            url: `/trpc/${face.procedure}`,
            remoteAddress: ip,
            headers: { ...authorization, 'content-type': 'application/json' },
            payload: JSON.stringify(input ?? {}),
          });
    const body: unknown = res.json();
    // A leak check reads the answer as REST sends it: tRPC wraps it in result.data.
    const data = res.statusCode >= 200 && res.statusCode < 300 ? (body as { result?: { data?: unknown } }).result?.data : body;
    return { status: res.statusCode, body: data, message: messageOf(body) };
  }
  const url = urlOf(face, probe);
  if (probe.raw) {
    const res = await env.t.app.inject({
      method: face.method,
      url,
      remoteAddress: ip,
      headers: { ...authorization, 'content-type': probe.raw.contentType },
      payload: probe.raw.payload,
    });
    const body: unknown = (res.headers['content-type'] ?? '').toString().includes('json') ? res.json() : res.body;
    return { status: res.statusCode, body, message: messageOf(body) };
  }
  const res = await env.t.call(face.method, url, { token, ip, ...(probe.body === undefined ? {} : { body: probe.body }) });
  return { status: res.status, body: res.body, message: messageOf(res.body) };
}

/** ERP jobs queued and not yet taken: the write log counts them with each look (installWriteLog's `pending`). */
export const queuedErpJobs = sql`select count(*) from erp_sync where status = 'queued'`;

/**
 * Background work a previous cell started ends before the next cell counts writes: an import, and
 * the ERP jobs an approval queued (the worker writes their outcome on its own time: the job, the
 * order's number and list row, the sample ERP's sales order), and the ERP poller's read. The
 * worker takes a job at once (the approval nudges it), so the log is looked at every 5 ms.
 */
async function settledLook<T extends { pending: number }>(env: MatrixEnv, look: () => Promise<T>): Promise<T> {
  const services = env.t.app.services;
  const started = performance.now();
  for (;;) {
    await services.catalog.settled();
    await services.dataManagement.settled();
    await services.erpSync.settled();
    const seen = await look();
    if (seen.pending === 0) return seen;
    if (performance.now() - started > patience.waitMs) throw new Error(`${seen.pending} ERP jobs still queued after ${patience.waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The write log's mark once background work has ended. */
const settledMark = async (env: MatrixEnv) => (await settledLook(env, () => env.writes.mark())).mark;
/** The tables written since the mark, once background work has ended. */
const settledSince = async (env: MatrixEnv, mark: number) => (await settledLook(env, () => env.writes.since(mark))).tables;

const objectWords: Record<ObjectName, string> = { new: 'a new', own: 'its own', team: "the team's", another: "another customer's" };

/** A refused call's HEAD twin (Fastify runs the GET route's hooks and handler for it): refused alike, writing nothing. */
async function headProblem(env: MatrixEnv, face: Face, probe: Probe, token: string | undefined, get: Answer): Promise<string | undefined> {
  if (face.transport !== 'rest' || face.method !== 'GET') return undefined;
  const mark = await settledMark(env);
  const head = await env.t.app.inject({
    method: 'HEAD',
    url: urlOf(face, probe),
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const written = await settledSince(env, mark);
  if (head.statusCode === get.status && written.length === 0) return undefined;
  return `GET refused with ${get.status}, HEAD answered ${head.statusCode}${written.length ? ` and wrote to ${written.join(', ')}` : ''}`;
}

/** Another customer's object is answered as a missing one is, so the answer does not tell that it exists. */
async function hidingProblem(env: MatrixEnv, row: MatrixRow, face: Face, cell: Cell, token: string | undefined, answer: Answer): Promise<string | undefined> {
  if (cell.object !== 'another' || !row.object || cell.role === 'signedOut') return undefined;
  // Where a missing id creates, a 404 is the hiding answer itself; a 403 must still be the gate's.
  if (row.missingCreates && answer.status === 404) return undefined;
  const missing = await send(env, face, await row.probe({ ...cell, id: env.fixtures.missingId(row.object) }), token, nextAddress());
  if (missing.status === answer.status && missing.message === answer.message) return undefined;
  return (
    `answered ${answer.status} ${answer.message ?? ''}, a missing ${row.object.kind} ` +
    `${missing.status} ${missing.message ?? ''}: the answer tells that it exists`
  );
}

/**
 * Issue 32: what of the dealer's cost an answer to its salesperson holds — a unit price, line
 * total or total of the team's orders (in cents, or as an amount), or the tier's name or rate.
 * A PDF's text is compressed, so not read here: the order PDF is built from the order as the
 * salesperson reads it (salesperson-prices.test.ts).
 */
async function costIn(fixtures: MatrixFixtures, body: unknown): Promise<string | undefined> {
  if (Buffer.isBuffer(body) || (typeof body === 'string' && body.startsWith('%PDF'))) return undefined;
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  const { cents, tier } = await fixtures.dealerPrices();
  // Cents as a JSON value; an amount as a word of its own (a CSV cell, a message), never inside an id.
  const asValue = (n: string) => new RegExp(`(?<=:)${n}(?=[,}\\]])`);
  const asAmount = (n: string) => new RegExp(`(?<![\\w.-])${n.replace('.', '\\.')}(?![\\d])`);
  const found = cents.flatMap((c) => [
    ...(asValue(String(c)).test(text) ? [String(c)] : []),
    ...[(c / 100).toFixed(2), String(c / 100)].filter((n) => asAmount(n).test(text)),
  ]);
  if (tier.name && text.includes(`"${tier.name}"`)) found.push(`the tier ${tier.name}`);
  if (tier.rate > 0 && asAmount(String(tier.rate)).test(text)) found.push(`the tier rate ${tier.rate}`);
  return found.length ? `shows the salesperson the dealer's cost: ${[...new Set(found)].slice(0, 5).join(', ')}` : undefined;
}

/** A row's name: its key, and its variant where it has one. */
export const rowName = (row: MatrixRow) => (row.variant ? `${row.key} (${row.variant})` : row.key);

/**
 * One cell: `role` calls the row through `face` (its procedure or one of its routes) about
 * `object`. Allowed: a 2xx answer, holding nothing the caller may not see. Refused: 401 signed out, 403, or for another customer's object 403 or 404
 * exactly as a missing object is answered; no row written anywhere, by the call or its HEAD.
 */
export async function runCell(env: MatrixEnv, row: MatrixRow, face: Face, role: Role, object: ObjectName | undefined): Promise<CellProblem | undefined> {
  const { fixtures } = env;
  const token = role === 'signedOut' ? undefined : row.endsSession ? await fixtures.newSession(role) : fixtures.accounts[role].token;
  const id = row.object && object ? await fixtures.objectId(row.object, role, object) : '';
  const cell: Cell = { role, object, id, selfId: fixtures.self(role).id, fixtures };
  const probe = await row.probe(cell);
  const at = `${rowName(row)} via ${faceName(face)} as ${role}${object ? ` on ${objectWords[object]} ${row.object?.kind ?? ''}` : ''}`;
  const mark = await settledMark(env);
  const answer = await send(env, face, probe, token, nextAddress());
  const written = await settledSince(env, mark);
  if (row.object && object && written.length > 0) fixtures.spent(row.object, role, object);
  if (written.includes('users')) await fixtures.restoreAccounts();

  const said = `${answer.status} ${answer.message ?? ''}`.trim();
  if (allowedRoles(row, object).includes(role)) {
    if (answer.status < 200 || answer.status > 299) return { leak: false, text: `${at}: allowed, but answered ${said}` };
    const leaked =
      (await row.leaksIn?.(answer.body, cell)) ?? (role === 'salesperson' && !row.holdsNoDealerData ? await costIn(fixtures, answer.body) : undefined);
    return leaked ? { leak: true, text: `${at}: ${leaked}` } : undefined;
  }
  const rule = row.refusedWith?.find((r) => r.role === role && r.object === object);
  const expected = rule ? [rule.status] : role === 'signedOut' ? [401] : object === 'another' ? [403, 404] : [403];
  if (!expected.includes(answer.status))
    return { leak: true, text: `${at}: should be refused (${expected.join(' or ')}${rule ? `: ${rule.why}` : ''}), answered ${said}` };
  if (written.length > 0) return { leak: true, text: `${at}: refused with ${said}, but wrote to ${written.join(', ')}` };
  // A refusal the row declares (an administrator, who sees every object, refused by a rule) hides nothing.
  const problem = (await headProblem(env, face, probe, token, answer)) ?? (rule ? undefined : await hidingProblem(env, row, face, cell, token, answer));
  return problem ? { leak: true, text: `${at}: ${problem}` } : undefined;
}
