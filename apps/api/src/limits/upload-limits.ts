import type { Db } from '@portal/db/create-db';
import { defaultHourlyUploadRules, uploadMessages, type HourlyUploadRules } from '@portal/domain/files/upload-rules';
import { consume, databaseLimiter } from './database-limiter';

export interface UploadLimits {
  /** Counts one file of the account; throws RATE_LIMITED (429) past the hour's limit. */
  file(userId: string): Promise<void>;
  /** Counts the bytes of a stored file (whole megabytes, at least one). */
  bytes(userId: string, bytes: number): Promise<void>;
}

const hour = 60 * 60;
const mb = 1024 * 1024;

export function createUploadLimits(db: Db, rules: HourlyUploadRules = defaultHourlyUploadRules): UploadLimits {
  // The anonymous limits' first counter clears expired rows for the whole table.
  const files = databaseLimiter(db, { points: rules.filesPerHour, durationSeconds: hour }, 'upload-files', false);
  const megabytes = databaseLimiter(db, { points: rules.megabytesPerHour, durationSeconds: hour }, 'upload-megabytes', false);
  return {
    file: (userId) => consume(files, userId, uploadMessages.tooManyUploads),
    bytes: (userId, bytes) => consume(megabytes, userId, uploadMessages.tooManyUploads, Math.max(1, Math.ceil(bytes / mb))),
  };
}
