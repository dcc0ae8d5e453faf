import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appRouter } from '../transport/trpc/app-router';
import { createTestApp, roles, type TestApp } from '../test/test-server';
import { answerProblem } from '../test/hostile/answer-check';
import { changedTables, fingerprint, nextTransactionId } from '../test/hostile/db-fingerprint';
import { handMadeRequests } from '../test/hostile/hand-made-requests';
import { describe as describeRequest, type HostileRequest } from '../test/hostile/hostile-request';
import { restOperations, restRequests, type OpenApiDocument } from '../test/hostile/rest-requests';
import { trpcProcedures, trpcRequests } from '../test/hostile/trpc-requests';

/**
 * Hostile input over every REST path of the generated document and every tRPC procedure of the
 * router: requests generated from their zod schemas (through JSON Schema) and mutated, plus
 * hand-made cases, each sent as a dealer and as a super admin holding every permission. Every
 * answer is below 500, every refusal is JSON with a message (and matches the OpenAPI document,
 * which the test server checks), and a refused request leaves every table as it was.
 */
const seed = 16_2026;
const generatedPerRole = 1_000;

interface Caller {
  role: string;
  token: string;
  /** A second account of the role, for sign-out (renewed each time a sign-out succeeds). */
  spare(): Promise<string>;
  renewSpare(): void;
}

let t: TestApp;
let callers: Caller[];
let ids: string[];
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  // Signed in once, by token: the sign-in limits are not what this measures.
  const caller = async (role: string, flags: Parameters<TestApp['makeUser']>[0]): Promise<Caller> => {
    let spare: Promise<string> | undefined;
    return {
      role,
      token: (await t.makeUser(flags)).token,
      spare: () => (spare ??= t.makeUser(flags).then((user) => user.token)),
      renewSpare: () => void (spare = undefined),
    };
  };
  callers = [await caller('dealer', { ...roles.dealer }), await caller('super admin', { ...roles.superAdmin, canManagePricing: true, canManageData: true })];
  const dealer = callers[0]!;
  // Ids that exist, so generated ids sometimes reach a row: a user and an order neither fixture needs.
  const other = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000' });
  const order = await t.call('POST', '/api/orders', {
    token: dealer.token,
    body: { orderName: 'Target', status: 'DRAFT', cart: { screens: [], roofs: [], parts: [] } },
  });
  expect(order.status).toBeLessThan(300);
  ids = [other.id, order.body._id as string];
  document = (await t.call('GET', '/api/openapi.json')).body as OpenApiDocument;
  tables = await tablesNow();
});
afterAll(() => t?.close());

interface Tally {
  requests: number;
  serverErrors: number;
  statuses: Map<number, number>;
  failures: string[];
}
const tally: Tally = { requests: 0, serverErrors: 0, statuses: new Map(), failures: [] };

/** The tables as the last request left them. */
let tables: { print: Record<string, string>; next: string };

async function tablesNow() {
  const next = await nextTransactionId(t.db.db);
  return { print: await fingerprint(t.db.db), next };
}

/** Sends one request as one role and records what is wrong with its answer. */
async function send(request: HostileRequest, caller: Caller) {
  const token = request.endsSession ? await caller.spare() : caller.token;
  // A spare account made just now is not the request's doing.
  if (request.endsSession) tables = await tablesNow();
  const at = `${describeRequest(request)} [${caller.role}]`;
  let answer: { status: number; text: string } | undefined;
  try {
    const res = await t.call(request.method, request.url, {
      token,
      headers: request.headers ?? {},
      ...(request.payload !== undefined ? { body: request.payload } : {}),
    });
    answer = { status: res.status, text: typeof res.body === 'string' ? res.body : JSON.stringify(res.body) };
  } catch (error) {
    // The test server's contract check: the answer is not what the OpenAPI document declares.
    tally.failures.push(`${at}: ${(error as Error).message}`);
  }
  // Work a request started in the background ends before the tables are compared.
  await t.app.services.catalog.settled();
  await t.app.services.dataManagement.settled();
  tally.requests += 1;
  if (request.endsSession && (!answer || answer.status < 300)) caller.renewSpare();
  if (answer) {
    tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500) tally.serverErrors += 1;
    const problem = answerProblem(request, answer.status, answer.text);
    if (problem) tally.failures.push(`${at}: ${problem}`);
  }
  const next = await nextTransactionId(t.db.db);
  if (next === tables.next) return;
  const print = await fingerprint(t.db.db);
  const changed = changedTables(tables.print, print);
  if (answer && answer.status >= 400 && changed.length > 0) tally.failures.push(`${at}: refused (${answer.status}) but changed ${changed.join(', ')}`);
  // `next` was read before the fingerprint: a transaction between the two is compared again next time, never missed.
  tables = { print, next };
}

describe('hostile input', () => {
  it('generated from the schemas of every REST operation and tRPC procedure: never a 5xx, a refusal says why and changes nothing', async () => {
    tally.failures = [];
    const operations = restOperations(document);
    const procedures = trpcProcedures(appRouter);
    expect(operations.length).toBeGreaterThan(30);
    expect(procedures.length).toBeGreaterThan(30);
    const idArbitrary = fc.oneof(fc.uuid(), fc.constantFrom(...ids));
    const requests = fc.oneof(...operations.map((operation) => restRequests(document, operation, idArbitrary)), trpcRequests(procedures, idArbitrary));
    const samples = fc.sample(fc.tuple(requests, fc.constantFrom(...callers)), { seed, numRuns: generatedPerRole * callers.length });
    for (const [request, caller] of samples) await send(request, caller);
    expect(tally.failures.slice(0, 20)).toEqual([]);
    // The run reached past the gates: each fixture's session still holds.
    for (const caller of callers) expect((await t.call('GET', '/api/users/profile', { token: caller.token })).status).toBe(200);
  });

  // One test per role: the hand-made cases grow with every operation (about 3,500 requests a role
  // today), and one test for both took over three minutes on a loaded two-core machine.
  it.each(['dealer', 'super admin'])(
    'hand-made, as a %s: 10,000-deep JSON, megabyte strings, bodies over the limit, 1e309, pollution keys, ' +
      'NUL, lone surrogates, duplicated parameters, wrong content types, oversized batches',
    async (role) => {
      tally.failures = [];
      const caller = callers.find((c) => c.role === role)!;
      const requests = handMadeRequests(restOperations(document), trpcProcedures(appRouter), ids);
      for (const request of requests) await send(request, caller);
      expect(tally.failures.slice(0, 20)).toEqual([]);
    },
  );

  afterAll(() => {
    const statuses = [...tally.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(`hostile input: ${tally.requests} requests, ${tally.serverErrors} 5xx (${statuses})`);
  });
});
