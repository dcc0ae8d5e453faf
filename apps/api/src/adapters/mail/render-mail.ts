import { render } from '@react-email/render';
import type { MailMessage, OutgoingMail } from './mailer';

/**
 * A mail with its template rendered to HTML. A template that fails throws (naming the mail): the
 * caller's transaction rolls back and the request fails, rather than a mail going out without its HTML.
 */
export async function renderMail(message: MailMessage): Promise<OutgoingMail & { html: string }> {
  const { html: template, ...plain } = message;
  try {
    return { ...plain, html: await render(template) };
  } catch (err) {
    throw new Error(`could not render the mail "${message.subject}"`, { cause: err });
  }
}
