import type { BackupManifest } from './backup-manifest';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What a backup or a restore holds, in a line an operator reads. */
export function describeContents(manifest: BackupManifest): string {
  const c = manifest.counts;
  return (
    `${c.users} users, ${c.orders} orders (${c.orderTransitions} history rows), mail ${c.mailPending} pending/${c.mailSent} sent/` +
    `${c.mailFailed} failed, ${c.attachments} issue images, migration ${manifest.migration.last}`
  );
}

export function describeBackup(manifest: BackupManifest, vanished: readonly string[], dir: string, seconds: number): string[] {
  const embedded = `the embedded database (${manifest.source.serverRunning ? 'asked of the running portal' : 'the portal stopped'})`;
  const source = manifest.source.database === 'pglite' ? embedded : 'PostgreSQL (pg_dump)';
  return [
    `Backed up into ${dir} in ${seconds.toFixed(1)} s: ${source}, files from ${manifest.source.files === 's3' ? 'S3' : 'local disk'}`,
    `  database   ${manifest.database.file}, ${megabytes(manifest.database.bytes)}: ${describeContents(manifest)}`,
    `  files      ${manifest.files.count} (${megabytes(manifest.files.bytes)})`,
    `  secrets    ${manifest.secrets.map((s) => s.name).join(', ') || 'none in DATA_DIR (set in the environment: keep them yourself)'}`,
    ...(manifest.files.missingNamedByRows.length > 0
      ? [
          `  WARNING    ${manifest.files.missingNamedByRows.length} files rows of the database name were gone when the files were copied ` +
            `(deleted after the snapshot; restored, they show as broken links): ${manifest.files.missingNamedByRows.slice(0, 3).join(', ')}`,
        ]
      : []),
    ...(vanished.length > 0 ? [`  note       ${vanished.length} files were deleted while the files were copied, and are not in the backup`] : []),
  ];
}
