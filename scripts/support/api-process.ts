// The API as a child process, the way it runs in production (its own process, its own port), for
// scripts that crash it, stop it or starve it: start, wait until ready, kill -9, restart, stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@portal/api/test/free-port';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcessOptions {
  /** The API's settings (DATABASE_URL, SMTP_URL, SEED_ADMIN_* …) on top of the defaults below. */
  env?: Record<string, string | undefined>;
  /** Default: a free port, kept across restarts. */
  port?: number;
  /** `source` (default): apps/api/src/main.ts through tsx, always the code checked out; `dist`: apps/api/dist/main.js (npm run build first). */
  entry?: 'source' | 'dist';
  /** Print the API's output, each line prefixed with `[label]`; by default it is only kept (output()). */
  echo?: boolean;
  label?: string;
  /** Another checkout to run the API of (e.g. an older commit, to measure before a change); default: this one. */
  root?: string;
  /** How long start() and restart() wait for /api/health/ready to answer 200 (default 90 s). */
  readyTimeoutMs?: number;
}

export interface ApiProcess {
  readonly url: string;
  readonly port: number;
  /** DATA_DIR of every start (a temporary folder unless env.DATA_DIR is given). */
  readonly dataDir: string;
  /** The running child's pid (the latest start's). */
  readonly pid: number;
  /** All the output of every start so far. */
  output(): string;
  /** Sends a signal to the running child (default SIGKILL: kill -9) and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit (graceful shutdown); SIGKILL after `timeoutMs` (default 20 s). */
  stop(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Starts the same API again (same port, environment, DATA_DIR and JWT secret) and waits until ready. */
  restart(): Promise<void>;
  /** Stops it if running and removes the temporary DATA_DIR it created. */
  dispose(): Promise<void>;
}

/** Polls GET {url}/api/health/ready until 200; throws when `isDead()` or past the deadline. */
export async function waitUntilReady(url: string, timeoutMs: number, isDead: () => string | undefined = () => undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = isDead();
    if (dead) throw new Error(dead);
    const ready = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts the API and resolves once /api/health/ready answers 200. */
export async function startApi(options: ApiProcessOptions = {}): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const ownDataDir = options.env?.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'portal-api-'));
  const dataDir = options.env?.DATA_DIR ?? ownDataDir!;
  const root = options.root ?? repoRoot;
  const sourceEntry = path.join(root, 'apps/api/src/main.ts');
  const distEntry = path.join(root, 'apps/api/dist/main.js');
  const entry = options.entry ?? 'source';
  if (entry === 'dist' && !existsSync(distEntry)) throw new Error('apps/api/dist/main.js is missing: run npm run build first');
  const args = entry === 'dist' ? [distEntry] : ['--import', 'tsx', sourceEntry];
  const env: NodeJS.ProcessEnv = {
    // eslint-disable-next-line no-restricted-properties
    ...process.env,
    // Never the caller's own database by accident: only what options.env names.
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    SAMPLE_CATALOG_ON_START: 'false',
    SAMPLE_LIBRARY_ON_START: 'false',
    LOG_LEVEL: 'warn',
    // One secret for every start, so tokens issued before a crash still work after the restart.
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ...options.env,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  const label = options.label ?? 'api';
  let output = '';
  let child: ChildProcess;
  let exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  let exitInfo: string | undefined;

  const launch = async () => {
    exitInfo = undefined;
    child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (options.echo) process.stdout.write(text.replace(/^(?=.)/gm, `[${label}] `));
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    exit = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        exitInfo = `the API exited (code ${code}, signal ${signal}) before it was ready:\n${output.slice(-2000)}`;
        resolve({ code, signal });
      }),
    );
    await waitUntilReady(url, options.readyTimeoutMs ?? 90_000, () => exitInfo);
  };

  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (running()) child.kill(signal);
    return exit;
  };

  try {
    await launch();
  } catch (error) {
    if (running()) await kill();
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    port,
    dataDir,
    get pid() {
      return child.pid ?? -1;
    },
    output: () => output,
    kill,
    async stop(timeoutMs = 20_000) {
      if (!running()) return exit;
      const timer = setTimeout(() => running() && child.kill('SIGKILL'), timeoutMs);
      child.kill('SIGTERM');
      try {
        return await exit;
      } finally {
        clearTimeout(timer);
      }
    },
    async restart() {
      if (running()) throw new Error('the API is still running: kill() or stop() it first');
      await launch();
    },
    async dispose() {
      if (running()) await kill();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
