import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createDb, DatabaseUnreachableError, waitForDatabase } from './create-db';

// eslint-disable-next-line no-restricted-properties
const postgresUrl = process.env.DATABASE_URL;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('waiting for the database at start-up', () => {
  it('gives up after the time it was given, saying what it waited for and the last error', async () => {
    const port = await freePort();
    const handle = await createDb({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/nothing` });
    const waits: number[] = [];
    try {
      await expect(waitForDatabase(handle, { seconds: 1, onWait: ({ attempt }) => waits.push(attempt) })).rejects.toThrow(
        /^The database did not answer within 1 s \(\d+ attempts; last error: .*ECONNREFUSED/,
      );
      await expect(waitForDatabase(handle, { seconds: 0 })).rejects.toBeInstanceOf(DatabaseUnreachableError);
      expect(waits.length).toBeGreaterThan(1);
      expect(waits).toEqual(waits.map((_, i) => i + 1));
    } finally {
      await handle.close();
    }
  });

  it('gives up in bounded time when the database accepts connections and never answers (a partition)', async () => {
    const sockets = new Set<net.Socket>();
    // Accepts and keeps every connection, says nothing: PostgreSQL behind a partition.
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const handle = await createDb({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/nothing`,
      timeouts: { connectMs: 500, statementMs: 1000, idleInTransactionMs: 5000 },
    });
    try {
      // Each attempt ends on the client's timeouts, so the wait ends after the time given; a hang
      // would end the test at its time limit instead (patience.ts). No clock: a busy machine is slow.
      await expect(waitForDatabase(handle, { seconds: 1 })).rejects.toThrow(
        /^The database did not answer within 1 s \(\d+ attempts; last error: Connection terminated/,
      );
    } finally {
      await handle.close();
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('answers at once on PGlite', async () => {
    const handle = await createDb({});
    const waits: number[] = [];
    try {
      await waitForDatabase(handle, { seconds: 1, onWait: ({ attempt }) => waits.push(attempt) });
      expect(waits).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  // A server that starts listening late, as PostgreSQL does while a compose stack comes up.
  it.runIf(postgresUrl)('keeps trying while the port is refused and goes on once PostgreSQL answers', async () => {
    const target = new URL(postgresUrl!);
    const port = await freePort();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    const url = new URL(postgresUrl!);
    url.host = `127.0.0.1:${port}`;
    const handle = await createDb({ databaseUrl: url.toString() });
    const waits: number[] = [];
    try {
      const waiting = waitForDatabase(handle, {
        seconds: 30,
        onWait: ({ attempt }) => {
          waits.push(attempt);
          if (attempt === 2) proxy.listen(port, '127.0.0.1');
        },
      });
      await expect(waiting).resolves.toBeUndefined();
      expect(waits.length).toBeGreaterThanOrEqual(2);
    } finally {
      await handle.close();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
