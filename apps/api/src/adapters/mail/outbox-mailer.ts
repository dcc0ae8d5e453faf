import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@portal/db/create-db';
import { insertOutboxMessage } from '@portal/db/queries/mail-outbox';
import type { Mailer, MailMessage } from './mailer';

/** The embedded default: messages land in the mail_outbox table and in the log. */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await insertOutboxMessage(db, { ...message, to: message.to.toLowerCase() });
      log.info({ to: message.to, subject: message.subject }, 'mail stored in outbox');
    },
    async close() {},
  };
}
