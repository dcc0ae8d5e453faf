// npm run backup -- --to DIR
// A backup of the portal as configured (docs/operations.md, Backups and restore): the embedded
// database (asked of the running portal, or read from DATA_DIR when it is stopped) or PostgreSQL
// (pg_dump), then the files (DATA_DIR/files or the S3 buckets) and the secrets DATA_DIR holds,
// then a manifest. DIR must be new or empty.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@portal/api/config';
import { BackupError } from '@portal/api/modules/backups/backup-error';
import { describeBackup } from '@portal/api/modules/backups/backup-report';
import { takeBackup } from '@portal/api/modules/backups/take-backup';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  console.error('Usage: npm run backup -- --to DIR   (DIR: a new or empty folder)');
  process.exit(2);
}
const started = performance.now();
try {
  // eslint-disable-next-line no-restricted-properties
  const config = loadConfig(process.env);
  const { manifest, vanished } = await takeBackup(config, values.to);
  for (const line of describeBackup(manifest, vanished, path.resolve(values.to), (performance.now() - started) / 1000)) console.log(line);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(`Backup failed: ${error.message}`);
  else console.error('Backup failed:', error);
  process.exitCode = 1;
}
