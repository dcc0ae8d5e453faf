import type { ReactElement } from 'react';

/**
 * A product mail as its builder makes it (the `…-mail.ts` beside each module): the plain text and
 * its HTML twin, a React Email template (src/modules/mail/templates) that the outbox renders when
 * it writes the mail (outbox.ts). Every product mail has both: it leaves as multipart/alternative.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: ReactElement;
}

/** A mail as the outbox keeps and the worker delivers it: html is missing only from rows written before the templates. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/**
 * How the outbox worker delivers a message: SMTP when SMTP_URL is set, otherwise the log (the
 * embedded default: the message stays readable in the mail_outbox table). Services never call it:
 * they write to the outbox (outbox.ts).
 */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
