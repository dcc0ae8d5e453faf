import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationJournal } from '@portal/db/migration-journal';
import { embeddedConfig, embeddedInstallation, seeded, tempFolder } from './backups-test-kit';
import { databaseFiles, fileListName, manifestFileName, readBackup } from './backup-manifest';
import { takeBackup } from './take-backup';

// eslint-disable-next-line no-restricted-properties
const postgresUrl = process.env.DATABASE_URL;
const cleanUp: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

// The embedded default, PGlite alone (postgres-backup.test.ts covers PostgreSQL): the run on PostgreSQL has no PGlite template.
describe.skipIf(postgresUrl)('a backup folder', () => {
  let backup: string;

  beforeAll(async () => {
    backup = path.join(await tempFolder('backup', cleanUp), 'taken');
    await takeBackup(embeddedConfig(await embeddedInstallation(cleanUp)), backup);
  });

  /** A copy of the backup, changed by `damage`, for one test to read. */
  async function damaged(damage: (dir: string) => Promise<void>): Promise<string> {
    const dir = path.join(await tempFolder('damaged', cleanUp), 'copy');
    await cp(backup, dir, { recursive: true });
    await damage(dir);
    return dir;
  }
  const editManifest = (dir: string, edit: (manifest: any) => void) =>
    readFile(path.join(dir, manifestFileName), 'utf8').then((text) => {
      const manifest = JSON.parse(text);
      edit(manifest);
      return writeFile(path.join(dir, manifestFileName), JSON.stringify(manifest));
    });

  it('is read whole when intact: its format, migration level, counts and every file with its checksum', async () => {
    const { manifest, files } = await readBackup(backup);
    const newest = migrationJournal().at(-1)!;
    expect(manifest).toMatchObject({
      format: 'dealer-portal-backup',
      version: 1,
      source: { database: 'pglite', files: 'local-disk', serverRunning: false },
      migration: { applied: migrationJournal().length, last: newest.tag, lastWhen: newest.when },
      counts: { users: 1, orders: 0, mailPending: 1, mailSent: 1 },
      database: { file: databaseFiles.pglite },
      files: { count: 2, missingNamedByRows: [] },
      secrets: [{ name: 'jwt-secret' }, { name: 'files-signing-secret' }],
    });
    expect(files.map((f) => `${f.bucket}/${f.key} ${f.size} ${f.contentType}`).sort()).toEqual(
      seeded.files.map((f) => `${f.bucket}/${f.key} ${f.body.length} ${f.contentType}`).sort(),
    );
  });

  it('without its manifest (a backup that did not finish) is refused', async () => {
    const dir = await damaged((d) => rm(path.join(d, manifestFileName)));
    await expect(readBackup(dir)).rejects.toThrow(/holds no manifest\.json: it is not a backup of the portal, or one that did not finish/);
  });

  it('of another format version, or of another program, is refused', async () => {
    const newer = await damaged((d) => editManifest(d, (m) => (m.version = 2)));
    await expect(readBackup(newer)).rejects.toThrow(/is a backup of format version 2; this release reads version 1/);
    const other = await damaged((d) => writeFile(path.join(d, manifestFileName), JSON.stringify({ format: 'tarball', version: 1 })));
    await expect(readBackup(other)).rejects.toThrow(/is not a manifest of a portal backup/);
  });

  it('of a newer release (migrated past what this code knows) is refused', async () => {
    const dir = await damaged((d) =>
      editManifest(d, (m) => {
        m.migration = { applied: 99, last: '0098_future', lastWhen: migrationJournal().at(-1)!.when + 1 };
      }),
    );
    await expect(readBackup(dir)).rejects.toThrow(/comes from a newer release \(its database is migrated to 0098_future/);
  });

  it('whose database is not the one it wrote, or is gone, is refused', async () => {
    const changed = await damaged(async (d) => {
      const file = path.join(d, databaseFiles.pglite);
      const bytes = await readFile(file);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
      await writeFile(file, bytes);
    });
    await expect(readBackup(changed)).rejects.toThrow(/database\.tar\.gz is not the file the backup wrote/);
    const gone = await damaged((d) => rm(path.join(d, databaseFiles.pglite)));
    await expect(readBackup(gone)).rejects.toThrow(/database\.tar\.gz is missing: the backup is partial/);
  });

  it('missing a file it lists, or with its list changed, is refused', async () => {
    const missing = await damaged((d) => rm(path.join(d, 'files', 'docs', 'Installation', 'guide.pdf')));
    await expect(readBackup(missing)).rejects.toThrow(/1 files of the backup are missing or cut short \(docs\/Installation\/guide\.pdf\)/);
    const edited = await damaged((d) => writeFile(path.join(d, fileListName), '[]\n'));
    await expect(readBackup(edited)).rejects.toThrow(/files\.json is not the list the backup wrote/);
  });

  it('is never written over: a backup refuses a folder that is not empty', async () => {
    // An empty DATA_DIR: were the folder not refused first, this backup would fail otherwise, or
    // write its nothing over the one taken above.
    const config = embeddedConfig(await tempFolder('empty-data-dir', cleanUp));
    await expect(takeBackup(config, backup)).rejects.toThrow(/is not empty: back up into a new folder/);
    expect((await readBackup(backup)).manifest.counts.users).toBe(1);
  });
});
