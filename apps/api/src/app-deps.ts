import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbHandle } from '@portal/db/create-db';
import type { Config } from './config';
import type { Mailer } from './adapters/mail/mailer';
import type { SessionTokens } from './modules/accounts/session-tokens';
import type { AnonymousLimits } from './modules/accounts/anonymous-limits';
import type { FilingLimits } from './limits/filing-limits';

/** What services need, built once per server: no other module-level state. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbHandle: DbHandle;
  mailer: Mailer;
  tokens: SessionTokens;
  limits: AnonymousLimits;
  /** What one signed-in account may file per hour (tickets, replies, warranty requests). */
  filing: FilingLimits;
  log: FastifyBaseLogger;
}
