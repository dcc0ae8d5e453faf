// A PostgreSQL cluster of the script's own (initdb + pg_ctl of the machine's PostgreSQL, in a
// temporary folder, on a free port), for scripts that stop and restart the database: never the
// shared server. initdb refuses root, so as root every command runs as the `postgres` user.
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@portal/api/test/free-port';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port> (trust auth, only this machine). */
  serverUrl: string;
  port: number;
  /** pg_ctl stop -m fast: sessions are ended (57P01), the port refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if running and removes its folder. */
  destroy(): Promise<void>;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`no PostgreSQL under ${root}`);
  return path.join(root, versions[0]!, 'bin');
}

/** Runs a PostgreSQL program, as `postgres` when this process is root. */
async function pgRun(program: string, args: string[]): Promise<void> {
  const file = path.join(binDir(), program);
  const asRoot = userInfo().uid === 0;
  try {
    if (asRoot) await run('runuser', ['-u', 'postgres', '--', file, ...args], { cwd: tmpdir() });
    else await run(file, args, { cwd: tmpdir() });
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${program} failed: ${e.stderr || e.stdout || e.message}`);
  }
}

async function ownedByPostgres(dir: string): Promise<void> {
  if (userInfo().uid !== 0) return;
  // Looked up through the system's own tool: Node has no getpwnam.
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  let running = false;
  try {
    await ownedByPostgres(dir);
    await pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    const port = await freePort();
    // Its socket in its own folder (not /var/run/postgresql), no fsync: a test cluster.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
    const start = async () => {
      await pgRun('pg_ctl', ['-D', dataDir, '-l', log, '-o', options, '-w', '-t', '30', 'start']);
      running = true;
    };
    const stop = async () => {
      await pgRun('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    };
    await start();
    return {
      serverUrl: `postgres://postgres@127.0.0.1:${port}`,
      port,
      stop,
      start,
      async destroy() {
        if (running) await stop().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (running) await pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
