import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { jwtSecretFileName } from '../../adapters/secrets/secret-files';
import { filesSigningSecretFileName } from '../../adapters/storage/create-file-storage';
import { secretsFolder, type BackupManifest } from './backup-manifest';
import { sha256OfFile } from './checksums';

/**
 * The secrets the embedded default generates into DATA_DIR go with the backup: with them, the
 * sessions and signed download links of the restored database stay valid, and the restored
 * portal signs with the key its database's sessions were made with. A backup folder is therefore
 * as secret as DATA_DIR (it holds the database too): 0700, its files 0600.
 */
const secretNames = [jwtSecretFileName, filesSigningSecretFileName] as const;

export async function copySecretsOut(dataDir: string, dir: string): Promise<BackupManifest['secrets']> {
  const copied: BackupManifest['secrets'] = [];
  for (const name of secretNames) {
    const from = path.resolve(dataDir, name);
    const text = await readFile(from, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    await mkdir(path.join(dir, secretsFolder), { recursive: true, mode: 0o700 });
    const to = path.join(dir, secretsFolder, name);
    await writeFile(to, text, { mode: 0o600, flag: 'wx' });
    copied.push({ name, sha256: (await sha256OfFile(to)).sha256 });
  }
  return copied;
}

/** Puts the backup's secrets into DATA_DIR, readable by their owner only (the server refuses them otherwise). */
export async function copySecretsIn(dir: string, secrets: BackupManifest['secrets'], dataDir: string): Promise<string[]> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  for (const { name } of secrets) {
    const target = path.resolve(dataDir, name);
    // Made anew, so its mode is 0600 whatever a file it replaces had.
    await rm(target, { force: true });
    await writeFile(target, await readFile(path.join(dir, secretsFolder, name)), { mode: 0o600, flag: 'wx' });
  }
  return secrets.map((s) => s.name);
}
