import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbHandle } from '@portal/db/create-db';
import type { Config } from './config';
import type { Mailer } from './adapters/mail/mailer';
import type { SessionTokens } from './modules/accounts/session-tokens';
import type { SignInLimits } from './modules/accounts/sign-in-limits';

/** What services need, built once per server: no other module-level state. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbHandle: DbHandle;
  mailer: Mailer;
  tokens: SessionTokens;
  limits: SignInLimits;
  log: FastifyBaseLogger;
}
