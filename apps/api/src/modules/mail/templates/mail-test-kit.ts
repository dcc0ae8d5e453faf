import { renderMail } from '../../../adapters/mail/render-mail';
import type { MailMessage } from '../../../adapters/mail/mailer';
import { waitForMail } from '../../../test/outbox';
import type { TestApp } from '../../../test/test-server';
import { colors } from './mail-style';

/** Reading a mail's HTML as its reader would (tests): the text shown, the heading, the summary's rows, the button's target. */

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_m, e: string) => named[e]!);

/** The text a reader sees in a piece of HTML: the markup and comments gone (a block's edge is a space, an inline tag's nothing), the entities decoded. */
export function seenText(html: string): string {
  const inline = /<\/?(?:strong|em|span|a)\b[^>]*>/g;
  return decode(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(inline, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ReadMail {
  html: string;
  /** Everything the body shows (the hidden inbox preview left out). */
  text: string;
  heading: string;
  /** The summary tables' rows, each as the texts of its cells: ['Order', 'P-000123 Patio'], ['Patio 144" W × …', '2', '$851.00']. */
  rows: string[][];
  buttonHref: string | undefined;
}

export function readMail(html: string): ReadMail {
  const body = html.replace(/<div[^>]*data-skip-in-text="true"[\s\S]*?<\/div><\/div>/, '');
  // The summary's tables are the only ones with collapsed borders (the layout's are React Email's), and hold none of their own.
  const tables = [...body.matchAll(/<table[^>]*border-collapse:collapse[^>]*>([\s\S]*?)<\/table>/g)].map((m) => m[1]!);
  const rows = tables.flatMap((table) =>
    [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => seenText(cell[1]!))),
  );
  const button = new RegExp(`<a href="([^"]+)"[^>]*background-color:${colors.primary}`).exec(body);
  return {
    html,
    text: seenText(body),
    heading: seenText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? ''),
    rows,
    buttonHref: button ? decode(button[1]!) : undefined,
  };
}

/** A builder's mail with its template rendered, as the outbox would write it, and read. */
export async function rendered(message: MailMessage): Promise<ReadMail & { plain: string }> {
  const { html, text } = await renderMail(message);
  return { ...readMail(html), plain: text };
}

/** The mail a real action wrote to the outbox, read: its plain text and its HTML are both there (multipart/alternative). */
export async function outboxMail(t: TestApp, to: string, subjectIncludes: string): Promise<ReadMail & { plain: string; subject: string }> {
  const row = await waitForMail(t, to, subjectIncludes);
  if (!row.html) throw new Error(`the mail "${row.subject}" has no HTML`);
  if (!row.text) throw new Error(`the mail "${row.subject}" has no plain text`);
  return { ...readMail(row.html), plain: row.text, subject: row.subject };
}
