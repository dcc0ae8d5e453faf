import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/node';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-server';
import { genericErrorMessage } from '../../http/error-mapping';
import { t as trpc } from '../../transport/trpc/init';
import { publicProcedure } from '../../transport/trpc/procedures';
import { createRequestContext } from '../../transport/trpc/context';
import { ConfigError, loadConfig } from '../../config';

/**
 * A route and a tRPC procedure that fail the way a bug does: a plain Error, no status, no code.
 * The route stands outside /api/ so the OpenAPI contract check does not count it.
 */
async function failingTestApp(config: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(config);
  t.app.get('/test/boom', async () => {
    throw new Error('boom in a route');
  });
  const router = trpc.router({
    boom: publicProcedure.query(() => {
      throw new Error('boom in a procedure');
    }),
  });
  await t.app.register(fastifyTRPCPlugin, {
    prefix: '/trpc-test',
    trpcOptions: {
      router,
      createContext: ({ req }: { req: Parameters<typeof createRequestContext>[2] }) => createRequestContext(t.app.deps, t.app.services, req),
    },
  });
  return t;
}

interface Envelope {
  url: string;
  items: { type: string; payload: any }[];
}

/** A stand-in for Sentry's ingest: keeps every envelope posted to it. */
async function startIngest(): Promise<{ server: Server; port: number; envelopes: Envelope[] }> {
  const envelopes: Envelope[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      // An envelope: a header line, then item header and payload lines in pairs.
      const [, ...lines] = text.split('\n').filter((l) => l.length > 0);
      const items: Envelope['items'] = [];
      for (let i = 0; i + 1 < lines.length; i += 2) items.push({ type: JSON.parse(lines[i]!).type, payload: JSON.parse(lines[i + 1]!) });
      envelopes.push({ url: req.url ?? '', items });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, envelopes };
}

const genericBody = { code: 'INTERNAL_ERROR', message: genericErrorMessage };

describe('SENTRY_DSN', () => {
  it('stops the start naming the variable when it is not an http(s) URL', () => {
    expect(() => loadConfig({ SENTRY_DSN: 'public@sentry.example.com/1' })).toThrow(ConfigError);
    expect(() => loadConfig({ SENTRY_DSN: 'ftp://public@sentry.example.com/1' })).toThrow(/SENTRY_DSN/);
    expect(loadConfig({ SENTRY_DSN: '' }).SENTRY_DSN).toBeUndefined();
  });
});

describe('error reporting without SENTRY_DSN', () => {
  it('initialises nothing and still answers the generic 500', async () => {
    const t = await failingTestApp({});
    try {
      const res = await t.app.inject({ url: '/test/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(genericBody);
      expect(t.app.deps.errors.kind).toBe('off');
      // No client means no transport: nothing can leave the process.
      expect(Sentry.isInitialized()).toBe(false);
      expect(Sentry.getClient()).toBeUndefined();
      expect((await t.call('GET', '/api/config')).body.errorReporting).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('error reporting with SENTRY_DSN', () => {
  let ingest: Awaited<ReturnType<typeof startIngest>>;
  beforeAll(async () => {
    ingest = await startIngest();
  });
  afterAll(async () => {
    await new Promise((resolve) => ingest.server.close(resolve));
  });

  it('sends a REST route’s and a procedure’s unexpected errors with their request ids, and the client sees only the generic 500', async () => {
    const dsn = `http://public@127.0.0.1:${ingest.port}/1`;
    const t = await failingTestApp({ config: { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'ci' } });
    const rest = await t.app.inject({ url: '/test/boom' });
    const procedure = await t.app.inject({ url: '/trpc-test/boom' });
    const config = (await t.call('GET', '/api/config')).body;
    expect(t.app.deps.errors.kind).toBe('sentry');
    await t.close(); // closing flushes the queued reports

    expect(rest.statusCode).toBe(500);
    expect(rest.json()).toEqual(genericBody);
    expect(procedure.statusCode).toBe(500);
    expect(procedure.json().error.message).toBe(genericErrorMessage);
    expect(procedure.body).not.toContain('boom in a procedure');
    expect(config.errorReporting).toEqual({ dsn, environment: 'ci' });

    const events = ingest.envelopes
      .flatMap((e) => e.items)
      .filter((i) => i.type === 'event')
      .map((i) => i.payload);
    expect(ingest.envelopes.every((e) => e.url.startsWith('/api/1/envelope/'))).toBe(true);
    const byMessage = (text: string) => events.find((e) => e.exception?.values?.[0]?.value === text);
    const restEvent = byMessage('boom in a route');
    const procedureEvent = byMessage('boom in a procedure');
    expect(restEvent?.tags?.request_id).toBe(rest.headers['x-request-id']);
    expect(procedureEvent?.tags?.request_id).toBe(procedure.headers['x-request-id']);
    expect(restEvent?.environment).toBe('ci');
    expect(typeof rest.headers['x-request-id']).toBe('string');
    // Spec §9: traces sampled at 1, so the requests themselves arrive as transactions too.
    const transactions = ingest.envelopes
      .flatMap((e) => e.items)
      .filter((i) => i.type === 'transaction')
      .map((i) => i.payload);
    expect(transactions.length).toBeGreaterThan(0);
    // Each trace carries the id of its request, as the error reports do.
    const ids = [rest.headers['x-request-id'], procedure.headers['x-request-id']];
    const traced = transactions.map((tx) => tx.contexts?.trace?.data?.request_id).filter((id) => ids.includes(id));
    expect(traced.sort()).toEqual([...ids].sort());
  });
});
