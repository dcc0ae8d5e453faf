import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import Fastify from 'fastify';
import { createElement } from 'react';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createDb } from '@portal/db/create-db';
import { createTestDb } from '@portal/db/test-db';
import { mailOutbox } from '@portal/db/schema/mail-outbox';
import { insertOutboxMessages, listOutboxFor } from '@portal/db/queries/mail-outbox';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import type { Config } from '../../config';
import { retryDelayMs, startOutboxWorker } from './outbox-worker';
import type { Mailer, OutgoingMail } from './mailer';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function appWith(config: Partial<Config>) {
  const t = await createTestApp({ config });
  apps.push(t);
  return t;
}

function listen(server: Server | SMTPServer, port = 0): Promise<number> {
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = (server instanceof SMTPServer ? server.server : server).address() as { port: number };
      resolve(address.port);
    });
  });
}

function smtpServer(received: string[]) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
}

describe('the mail outbox', () => {
  it('a change that commits has its mail in the outbox; a transaction that rolls back leaves none', async () => {
    const t = await appWith({ MAIL_POLL_INTERVAL_MS: 20 });
    const admin = await t.makeUser({ ...roles.admin, email: 'outbox.admin@example.com' });
    const dealer = await t.makeUser({ email: 'outbox.dealer@example.com' });

    const refused = t.db.db.transaction(async (tx) => {
      await t.app.deps.outbox.enqueue(tx, [
        { to: 'outbox.dealer@example.com', subject: 'Never', text: 'rolled back', html: createElement('p', null, 'rolled back') },
      ]);
      throw new Error('the change fails after its mail was written');
    });
    await expect(refused).rejects.toThrow('the change fails');
    expect(await listOutboxFor(t.db.db, 'outbox.dealer@example.com')).toEqual([]);

    expect((await t.call('PUT', `/api/admin/users/${dealer.id}`, { body: { bc_customer_id: 'C20000', isApproved: true }, token: admin.token })).status).toBe(
      200,
    );
    // Written with the approval: there at once, whatever the worker has done yet.
    const [mail] = await listOutboxFor(t.db.db, 'outbox.dealer@example.com');
    expect(mail?.subject).toMatch(/approved/i);
    // The embedded default delivers to the log and keeps the row, marked sent.
    await expect.poll(async () => (await listOutboxFor(t.db.db, 'outbox.dealer@example.com')).map((m) => m.status)).toEqual(['sent']);
  });

  it('SMTP down: the mail waits in the outbox, is tried again after doubling waits up to the cap, and goes when SMTP returns', async () => {
    // "Down": a port that accepts and drops every connection, so each attempt's time is seen here.
    const attemptsAt: number[] = [];
    const down = createServer((socket) => {
      attemptsAt.push(performance.now());
      socket.destroy();
    });
    const port = await listen(down);
    const t = await appWith({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_POLL_INTERVAL_MS: 20,
      MAIL_RETRY_BASE_MS: 150,
      MAIL_RETRY_MAX_MS: 600,
      MAIL_MAX_ATTEMPTS: 50,
    });
    await t.makeUser({ email: 'waiting@example.com' });
    expect((await t.call('POST', '/api/users/reset', { body: { email: 'waiting@example.com' } })).status).toBe(200);

    await expect.poll(() => attemptsAt.length, { interval: 20 }).toBeGreaterThanOrEqual(5);
    const [row] = await listOutboxFor(t.db.db, 'waiting@example.com');
    expect(row).toMatchObject({ status: 'pending', sentAt: null });
    expect(row!.attempts).toBeGreaterThanOrEqual(5);
    expect(row!.lastError).toMatch(/Connection closed/); // what the SMTP client says of a dropped connection
    // Waits of at least 150, 300, 600, 600 ms (doubling, capped). A busy machine only lengthens
    // them, so no upper bound here: the cap itself is retryDelayMs's, asserted below without a clock.
    const waits = attemptsAt.slice(1, 5).map((at, i) => at - attemptsAt[i]!);
    [150, 300, 600, 600].forEach((expected, i) => expect(waits[i]).toBeGreaterThanOrEqual(expected * 0.9));

    await new Promise<void>((resolve) => down.close(() => resolve()));
    const received: string[] = [];
    const smtp = smtpServer(received);
    await listen(smtp, port);
    try {
      await expect.poll(() => received, { interval: 20 }).toEqual(['waiting@example.com']);
      await expect.poll(async () => (await listOutboxFor(t.db.db, 'waiting@example.com'))[0]?.status).toBe('sent');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('gives a mail up (failed, the error kept) after MAIL_MAX_ATTEMPTS, and tries it no more', async () => {
    let attempts = 0;
    const down = createServer((socket) => {
      attempts += 1;
      socket.destroy();
    });
    const port = await listen(down);
    try {
      const t = await appWith({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_POLL_INTERVAL_MS: 20,
        MAIL_RETRY_BASE_MS: 20,
        MAIL_RETRY_MAX_MS: 40,
        MAIL_MAX_ATTEMPTS: 3,
      });
      await t.makeUser({ email: 'given.up@example.com' });
      expect((await t.call('POST', '/api/users/reset', { body: { email: 'given.up@example.com' } })).status).toBe(200);
      await expect.poll(async () => (await listOutboxFor(t.db.db, 'given.up@example.com'))[0]?.status, { interval: 20 }).toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [row] = await listOutboxFor(t.db.db, 'given.up@example.com');
      expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
      expect(row!.lastError).toMatch(/Connection closed/); // what the SMTP client says of a dropped connection
      expect(attempts).toBe(3);
    } finally {
      await new Promise<void>((resolve) => down.close(() => resolve()));
    }
  });

  it(
    'on stop, a delivery that never ends does not hold the shutdown (3 s at most, then it says so); ' + 'the mail stays claimed, to go out after the lease',
    async () => {
      const db = await createTestDb();
      try {
        await db.migrate();
        await insertOutboxMessages(db.db, [{ to: 'hanging@example.com', subject: 'Reset your password', text: 'x' }]);
        let sending = false;
        // A send that never settles: stop() can only return by giving up on it, so no clock is needed to see that it does.
        const transport: Mailer = {
          kind: 'smtp',
          send: () => {
            sending = true;
            return new Promise<void>(() => undefined);
          },
          async close() {},
        };
        const log = Fastify({ logger: false }).log;
        const warn = vi.spyOn(log, 'warn');
        const worker = startOutboxWorker({
          db: db.db,
          transport,
          log,
          settings: { pollMs: 10, retryBaseMs: 1000, retryMaxMs: 1000, maxAttempts: 3, leaseMs: 120_000 },
        });
        await expect.poll(() => sending).toBe(true);
        await worker.stop();
        expect(warn).toHaveBeenCalledWith('the mail outbox worker was still sending after 3000 ms; the message goes out after its lease');
        const [row] = await listOutboxFor(db.db, 'hanging@example.com');
        expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
        // Claimed: not due again before the lease ends.
        expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(100_000);
      } finally {
        await db.close();
      }
    },
  );

  it('waits double after each failure, up to the cap, and gives up after the last attempt', () => {
    const s = { retryBaseMs: 1000, retryMaxMs: 5000, maxAttempts: 5 };
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, s))).toEqual([1000, 2000, 4000, 5000, null]);
  });
});

// eslint-disable-next-line no-restricted-properties
const postgresUrl = process.env.DATABASE_URL;

// Only PostgreSQL has concurrent sessions (PGlite has one connection); CI runs this on it.
describe.runIf(postgresUrl)('two workers on one PostgreSQL database', () => {
  it('deliver 300 mails between them, each exactly once', async () => {
    const name = `portal_outbox_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    const [a, b] = [await createDb({ databaseUrl: url.toString() }), await createDb({ databaseUrl: url.toString() })];
    try {
      await a!.migrate();
      const messages = Array.from({ length: 300 }, (_, i) => ({ to: `r${i}@example.com`, subject: `Mail ${i}`, text: 'x' }));
      await insertOutboxMessages(a!.db, messages);
      const sent: { by: string; to: string }[] = [];
      const transport = (by: string): Mailer => ({
        kind: 'smtp',
        async send(message: OutgoingMail) {
          // Slow enough that both workers are busy at once.
          await new Promise((resolve) => setTimeout(resolve, 2));
          sent.push({ by, to: message.to });
        },
        async close() {},
      });
      const settings = { pollMs: 10, retryBaseMs: 1000, retryMaxMs: 1000, maxAttempts: 3, leaseMs: 60_000, batchSize: 5 };
      const log = Fastify({ logger: false }).log;
      const workers = [
        startOutboxWorker({ db: a!.db, transport: transport('a'), log, settings }),
        startOutboxWorker({ db: b!.db, transport: transport('b'), log, settings }),
      ];
      await expect.poll(() => sent.length, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(300);
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const w of workers) await w.stop();
      expect(sent).toHaveLength(300);
      expect(new Set(sent.map((s) => s.to)).size).toBe(300);
      // Both took part: the rows were shared, not taken by one.
      expect(sent.some((s) => s.by === 'a') && sent.some((s) => s.by === 'b')).toBe(true);
      const rows = await a!.db.selectDistinct({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox);
      expect(rows).toEqual([{ status: 'sent', attempts: 1 }]);
    } finally {
      await a!.close();
      await b!.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
