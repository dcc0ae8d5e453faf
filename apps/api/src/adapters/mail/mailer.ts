export interface MailMessage {
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
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
