import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@portal/db/create-db';
import { findUserById } from '@portal/db/queries/users';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends after the transaction committed: a mail that fails is logged (naming what it was about)
 * and never undoes what was stored.
 */
export async function sendAll(deps: { mailer: Mailer; log: FastifyBaseLogger }, messages: MailMessage[], about: string): Promise<void> {
  for (const message of messages) {
    await deps.mailer.send(message).catch((err: unknown) => deps.log.error({ err, to: message.to, subject: message.subject }, `could not send ${about}`));
  }
}

/** The address of whoever filed a record today (it may have changed since), or the one it was filed with. */
export async function filerEmail(db: Db, record: { user: string | null; userDetails: { email: string } }): Promise<string> {
  const owner = record.user ? await findUserById(db, record.user) : undefined;
  return owner?.email ?? record.userDetails.email;
}
