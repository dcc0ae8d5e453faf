import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));

function get(agent: http.Agent, port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The product as a process (main.ts through tsx, as `npm run dev` runs it), on PGlite in a folder of its own.
describe('graceful shutdown', () => {
  it('on SIGTERM with a client holding a keep-alive socket open, the API closes it and exits with code 0, logging each step', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      // eslint-disable-next-line no-restricted-properties
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      SAMPLE_CATALOG_ON_START: 'false',
      SAMPLE_LIBRARY_ON_START: 'false',
      LOG_LEVEL: 'info',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', mainPath], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain('Dealer Portal is running');

      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      expect((await get(agent, port, '/api/health/live')).status).toBe(200);
      expect((await get(agent, port, '/api/health/ready')).status).toBe(200);
      // The socket stays open, idle, in the agent's pool: the kind that held the exit for 73 s.
      expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);

      const signalledAt = performance.now();
      child.kill('SIGTERM');
      // Sent as the signal lands, so it is often in flight when the drain starts: answered (200 before
      // readiness turned, 503 after) or refused; either way its keep-alive socket must not hold the exit.
      const during = await get(agent, port, '/api/health/ready').catch((err: NodeJS.ErrnoException) => ({ status: 0, body: String(err.code) }));
      const code = await exited;
      console.log(
        `graceful shutdown: exited with ${code} after ${(performance.now() - signalledAt).toFixed(0)} ms; ` +
          `readiness during the drain: ${during.status || during.body}`,
      );
      agent.destroy();

      expect(code).toBe(0);
      expect(output).toContain('SIGTERM received: shutting down');
      expect(output).toContain('readiness answers 503 from now on');
      expect(output).toContain('Shut down cleanly');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
