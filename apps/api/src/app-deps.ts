import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbHandle } from '@portal/db/create-db';
import type { Config } from './config';
import type { Mailer } from './adapters/mail/mailer';
import type { MailOutbox } from './adapters/mail/outbox';
import type { SessionTokens } from './auth/session-tokens';
import type { AnonymousLimits } from './limits/anonymous-limits';
import type { FilingLimits } from './limits/filing-limits';
import type { FileStorage } from './adapters/storage/file-storage';
import type { ErrorReporter } from './adapters/error-reporting/error-reporter';

/** What services need, built once per server: no other module-level state. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbHandle: DbHandle;
  /** The transport the outbox worker delivers through; services write to `outbox`. */
  mailer: Mailer;
  /** Product mail: written in the transaction of the change it reports. */
  outbox: MailOutbox;
  tokens: SessionTokens;
  limits: AnonymousLimits;
  /** What one signed-in account may file per hour (tickets, replies, warranty requests). */
  filing: FilingLimits;
  /** Files: local disk under DATA_DIR or S3 (adapters/storage/create-file-storage.ts). */
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Unexpected errors (the 500s) besides the log: Sentry when SENTRY_DSN is set, otherwise off. */
  errors: ErrorReporter;
  /**
   * The token `npm run backup` presents to take the database (modules/backups): a server that opened the embedded
   * database under DATA_DIR writes it there at start; otherwise none, and no one may.
   */
  operatorToken?: string | undefined;
}
