/** A backup or restore refused or failed for a reason the operator can act on: the command prints its message alone and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}
