import type { TOutboxMail } from '@portal/domain/mail/mail-schemas';

export interface MailDelivery {
  /** The row's badge. */
  label: string;
  color: string;
  /** Said under the body when the badge alone would leave the reader guessing. */
  note?: string;
}

/**
 * What became of a mail, as Admin → Mail says it: 'Sent' only when an SMTP server accepted it. With
 * the embedded defaults (no SMTP_URL) the worker "delivers" to the log, and the mail never leaves
 * this machine: saying 'Sent' there sent administrators looking for mail that was never sent.
 */
export function mailDelivery(mail: Pick<TOutboxMail, 'status' | 'deliveredBy' | 'lastError'>): MailDelivery {
  if (mail.status === 'failed') return { label: 'Failed', color: 'red' };
  if (mail.status === 'pending') return mail.lastError ? { label: 'Retrying', color: 'orange' } : { label: 'Queued', color: 'yellow' };
  if (mail.deliveredBy === 'smtp') return { label: 'Sent', color: 'green' };
  if (mail.deliveredBy === 'log') {
    return {
      label: 'Logged, not sent',
      color: 'gray',
      note: 'Not sent: no mail server is set (SMTP_URL), so this mail went to the log only and never left this machine.',
    };
  }
  // Delivered before the outbox recorded how (migration 0023): it may have gone either way.
  return { label: 'Sent or logged', color: 'gray', note: 'Delivered before the portal recorded whether a mail server or the log took it.' };
}
