import { z } from 'zod';
import { pageOf } from '../paging/page';

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
/** smtp: an SMTP server accepted it; log: no SMTP_URL was set, so it went to the log and never left the machine. */
export const mailTransports = ['smtp', 'log'] as const;

/** GET /api/admin/mail and mail.list: the outbox, newest first, one bounded page at a time. */
export const ZListMailInput = z.object({
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be 0 or more').default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .default(20),
});
export type TListMailInput = z.infer<typeof ZListMailInput>;

/** One message of the outbox as administrators read it: the plain-text body only (never the HTML). */
export const ZOutboxMail = z
  .object({
    _id: z.string(),
    to: z.string().describe('The recipient'),
    subject: z.string(),
    text: z.string().describe('The plain-text body; links in it are plain URLs'),
    status: z.enum(mailStatuses).describe('pending: not delivered yet (or being retried); sent: delivered, by deliveredBy; failed: given up'),
    createdAt: z.iso.datetime().describe('When the mail was written (ISO 8601, UTC)'),
    sentAt: z.iso.datetime().nullable().describe('When it was delivered (ISO 8601, UTC)'),
    attempts: z.number().int().describe('Deliveries tried'),
    lastError: z.string().nullable().describe('Why the last delivery failed'),
    deliveredBy: z
      .enum(mailTransports)
      .nullable()
      .describe('What took a sent mail: smtp (a mail server accepted it) or log (no SMTP_URL: never left the machine); null until sent or if not recorded'),
  })
  .meta({ id: 'OutboxMail', description: 'A mail the portal wrote, as administrators read it in Admin → Mail' });
export type TOutboxMail = z.infer<typeof ZOutboxMail>;

export const ZMailPage = pageOf(ZOutboxMail, { id: 'MailPage', things: 'mails' });
export type TMailPage = z.infer<typeof ZMailPage>;
