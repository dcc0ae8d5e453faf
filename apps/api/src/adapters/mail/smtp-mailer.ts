import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer';

/** Bounds on one delivery, so a server that hangs fails the attempt (retried later) well within the worker's lease. */
const timeouts = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(timeouts)) if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(message: OutgoingMail) {
      // Given both text and html, nodemailer sends multipart/alternative: the plain twin first, the HTML last (preferred).
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transport.close();
    },
  };
}
