import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../../config';

export const jwtSecretFileName = 'jwt-secret';

/**
 * The embedded default's token secret: generated once into DATA_DIR/jwt-secret, readable by
 * this user only (0600), so a copy of the database cannot forge a session. The file is written
 * whole under a temporary name and then linked into place, so a crash never leaves a short
 * secret and two starts at once agree on one. A file its group or others may read stops the
 * start: it may have been read already, and only its owner can say whether to replace it.
 */
export function loadJwtSecretFile(dataDir: string): Promise<string> {
  return loadSecretFile(dataDir, { fileName: jwtSecretFileName, what: 'token secret', variable: 'JWT_SECRET', consequence: 'every session ends' });
}

/** The same for any secret the embedded default keeps in DATA_DIR (the file downloads' signing key too). */
export async function loadSecretFile(dataDir: string, secret: { fileName: string; what: string; variable: string; consequence: string }): Promise<string> {
  const { what, variable, consequence } = secret;
  const file = path.resolve(dataDir, secret.fileName);
  if (!(await exists(file))) await createSecretFile(file);
  const mode = (await stat(file)).mode & 0o777;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new ConfigError(
      `The ${what} file ${file} is readable by its group or others (mode ${mode.toString(8)}). ` +
        `Run chmod 600 ${file} and restart, or delete it to generate a new secret (${consequence}); or set ${variable}.`,
    );
  }
  const value = (await readFile(file, 'utf8')).trim();
  if (value.length < 32) {
    throw new ConfigError(`The ${what} file ${file} holds fewer than 32 characters: delete it to generate a new secret, or set ${variable}.`);
  }
  return value;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

async function createSecretFile(file: string) {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    // Fails when another start linked its file first: that one is kept.
    await link(temporary, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await unlink(temporary);
  }
}
