import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../../config';

/**
 * DATA_DIR/portal-instance.json (mode 0600): which process holds the embedded database under
 * DATA_DIR. PGlite's files must never be opened by two processes: the server, `npm run backup`
 * of a stopped portal and `npm run restore` each claim DATA_DIR first, and a live claim of another
 * process stops them. A running server also writes where it listens and the token `npm run backup`
 * presents to it: whoever can read DATA_DIR is the operator.
 */
export const instanceFileName = 'portal-instance.json';

export type ClaimRole = 'server' | 'backup' | 'restore';

const ZInstanceRecord = z.object({
  pid: z.number().int().positive(),
  role: z.enum(['server', 'backup', 'restore']),
  startedAt: z.string(),
  /** The server's address once it listens (loopback when it listens on every address). */
  url: z.string().optional(),
  /** The server's token for this start: a snapshot is handed to whoever presents it. */
  token: z.string().optional(),
});
export type InstanceRecord = z.infer<typeof ZInstanceRecord>;

export interface DataDirClaim {
  readonly token: string | undefined;
  /** Records where the server listens, for `npm run backup` to ask it. */
  announce(address: AddressInfo | string | null): Promise<void>;
  /** Gives DATA_DIR back (the file goes, if it is still this process's). */
  release(): Promise<void>;
}

const instanceFile = (dataDir: string) => path.resolve(dataDir, instanceFileName);

/** Whether a process with this id runs (one of another user's included: it cannot be signalled, but it is there). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readRecord(file: string): Promise<InstanceRecord | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'EACCES') throw new ConfigError(`${file} cannot be read by this user: run the command as the user the portal runs as`);
    throw err;
  }
  try {
    return ZInstanceRecord.parse(JSON.parse(text));
  } catch {
    throw new ConfigError(`${file} is not a portal's instance record: if no portal, backup or restore runs on this DATA_DIR, delete it`);
  }
}

/** The live process that holds DATA_DIR, if any: a record naming a process that has ended is a crash's leftover, and holds nothing. */
export async function dataDirHolder(dataDir: string): Promise<InstanceRecord | undefined> {
  const record = await readRecord(instanceFile(dataDir));
  return record && record.pid !== process.pid && isAlive(record.pid) ? record : undefined;
}

export function describeHolder(holder: InstanceRecord): string {
  if (holder.role === 'server') return `a running portal (pid ${holder.pid}${holder.url ? `, ${holder.url}` : ', starting'})`;
  return `${holder.role === 'backup' ? 'a backup (npm run backup' : 'a restore (npm run restore'}, pid ${holder.pid})`;
}

/** Written whole under another name, then put in place: a reader never sees half a record. */
async function writeWhole(file: string, record: InstanceRecord, place: (temporary: string) => Promise<void>) {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(record)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await place(temporary);
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/** The address a process on this machine reaches the server at: loopback for a server listening on every address. */
function reachableUrl(address: AddressInfo): string {
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Claims DATA_DIR for this process, or refuses (ConfigError: the start or command stops with its
 * message) while another live process holds it. A leftover of a process that ended (a crash, a
 * kill -9), or of this very process id (a container started again), is taken over.
 */
export async function claimDataDir(dataDir: string, role: ClaimRole): Promise<DataDirClaim> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = instanceFile(dataDir);
  const token = role === 'server' ? randomBytes(32).toString('base64url') : undefined;
  const record: InstanceRecord = { pid: process.pid, role, startedAt: new Date().toISOString(), ...(token ? { token } : {}) };
  for (let attempt = 0; ; attempt += 1) {
    try {
      // link() fails when the name exists: of two processes claiming at once, one gets it.
      await writeWhole(file, record, (temporary) => link(temporary, file));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const holder = await dataDirHolder(dataDir);
      if (holder) {
        throw new ConfigError(
          `DATA_DIR (${path.resolve(dataDir)}) is in use by ${describeHolder(holder)}: the embedded database takes one process at a time. ` +
            `If no such process runs, delete ${file}.`,
        );
      }
      await unlink(file).catch(() => undefined);
    }
  }
  let current = record;
  return {
    token,
    async announce(address) {
      if (!address || typeof address === 'string') return;
      current = { ...current, url: reachableUrl(address) };
      await writeWhole(file, current, (temporary) => rename(temporary, file));
    },
    async release() {
      const found = await readRecord(file).catch(() => undefined);
      if (found?.pid === process.pid && found.startedAt === record.startedAt) await unlink(file).catch(() => undefined);
    },
  };
}
