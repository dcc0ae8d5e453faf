import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { freePort } from '@portal/api/test/free-port';

export interface ApiProcess {
  url: string;
  pid: number;
  /** The process's resident memory (VmRSS) in MiB, read from /proc. */
  rssMiB(): Promise<number>;
  /** CPU seconds the process has used (user + system), from /proc. */
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

async function readRssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kb) / 1024;
}

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second. */
const ticksPerSecond = 100;

async function readCpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) start at state (field 3); utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * The API as production runs it, from source, in a process of its own (so its memory is its own):
 * `node --import tsx apps/api/src/main.ts` with the given settings on top of this environment.
 */
export async function startApi(settings: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // eslint-disable-next-line no-restricted-properties
  const inherited = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...inherited, ...settings, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before it was ready`);
    if (
      await fetch(`${url}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the API was not ready within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    rssMiB: () => readRssMiB(pid),
    cpuSeconds: () => readCpuSeconds(pid),
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
