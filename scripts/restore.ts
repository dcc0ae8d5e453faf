// npm run restore -- --from DIR [--force]
// Restores a backup of npm run backup (docs/operations.md, Backups and restore) into what the
// configuration names: DATA_DIR for the embedded default (it must be empty; --force empties it
// first), or DATABASE_URL and the file storage (no tables, no files; --force replaces them).
// The backup is checked whole before anything is written. Start the portal afterwards: it
// applies the migrations the backup lacks.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@portal/api/config';
import { BackupError } from '@portal/api/modules/backups/backup-error';
import { describeContents } from '@portal/api/modules/backups/backup-report';
import { restoreBackup } from '@portal/api/modules/backups/restore-backup';

const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } });
if (!values.from) {
  console.error('Usage: npm run restore -- --from DIR [--force]');
  process.exit(2);
}
const started = performance.now();
try {
  // eslint-disable-next-line no-restricted-properties
  const config = loadConfig(process.env);
  const outcome = await restoreBackup(config, values.from, { force: values.force });
  const target = config.DATABASE_URL ? 'the database of DATABASE_URL' : `DATA_DIR (${config.DATA_DIR})`;
  console.log(`Restored the backup of ${outcome.manifest.startedAt} into ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  database   ${describeContents(outcome.manifest)}`);
  console.log(`  files      ${outcome.files.count} (${(outcome.files.bytes / 1024 / 1024).toFixed(1)} MB), each checked against its checksum`);
  console.log(`  secrets    ${outcome.secrets.join(', ') || 'none in the backup'}`);
  console.log('Start the portal (npm start, or npm run serve): it serves the restored data.');
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(`Restore failed: ${error.message}`);
  else console.error('Restore failed:', error);
  process.exitCode = 1;
}
