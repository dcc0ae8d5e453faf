import type { Log } from '../log/log';
import type { Mailer, OutgoingMail } from './mailer';

/** The embedded default without SMTP: a message is delivered to the log (and stays in the mail_outbox table). */
export function createLogMailer(log: Log): Mailer {
  return {
    kind: 'log',
    async send(message: OutgoingMail) {
      log.info({ to: message.to, subject: message.subject }, 'mail delivered to the log (no SMTP_URL)');
    },
    async close() {},
  };
}
