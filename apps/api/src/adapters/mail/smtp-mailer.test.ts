import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../test/test-server';
import { resetTokenFrom } from '../../test/outbox';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';

/** A real SMTP server in the test: the reset link is read out of the message it receives. */
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let port = 0;
let t: TestApp;

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A received message's own Content-Type, and each of its parts with its Content-Type and decoded body. */
function mimeParts(raw: string) {
  const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, ' ');
  const headers = unfold(raw.split(/\r?\n\r?\n/)[0] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary
    ? raw
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => {
          const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
          const body = rest.join('\n\n').replace(/\r\n/g, '\n');
          const base64 = /Content-Transfer-Encoding: base64/i.test(head);
          return {
            type: /Content-Type: ([^;\r\n]+)/i.exec(unfold(head))?.[1],
            body: base64 ? Buffer.from(body, 'base64').toString('utf8') : decodeQuotedPrintable(body),
          };
        })
    : [];
  return { type: /^Content-Type: ([^;\r\n]+)/im.exec(headers)?.[1], parts };
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as { port: number }).port;
  // A poll far longer than the test: the mail can only leave this fast through the nudge after the commit.
  t = await createTestApp({
    config: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Portal <portal@example.com>',
      PUBLIC_URL: 'http://localhost:3000',
      MAIL_POLL_INTERVAL_MS: 600_000,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the reset mail, its plain text and its HTML as alternatives, whose link resets the password', async () => {
    await t.makeUser({ email: 'smtp.user@example.com', password: 'old-secret' });
    expect((await t.call('POST', '/api/users/reset', { body: { email: 'smtp.user@example.com' } })).status).toBe(200);
    await expect.poll(() => received.length, { interval: 20 }).toBe(1);
    const message = received[0]!;
    expect(message.to).toEqual(['smtp.user@example.com']);
    const body = decodeQuotedPrintable(message.raw);
    expect(body).toContain('From: Portal <portal@example.com>');
    expect(body).toContain('http://localhost:3000/reset/');
    // Both parts, as alternatives: the plain text first, the HTML (which clients prefer) last.
    const mime = mimeParts(message.raw);
    expect(mime.type).toBe('multipart/alternative');
    expect(mime.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html']);
    const [plain, html] = mime.parts;
    expect(plain!.body).toContain('Open this link within one hour to choose a new password:\nhttp://localhost:3000/reset/');
    expect(html!.body).toContain('<h1');
    expect(html!.body).toMatch(/<a href="http:\/\/localhost:3000\/reset\/[A-Za-z0-9_-]+"/);
    const token = resetTokenFrom(body);
    expect(html!.body).toContain(`http://localhost:3000/reset/${token}`);
    expect((await t.call('POST', `/api/users/reset/${token}`, { body: { password: 'new-secret' } })).status).toBe(200);
    expect((await t.call('POST', '/api/users/login', { body: { email: 'smtp.user@example.com', password: 'new-secret' } })).status).toBe(200);
    // With SMTP configured the mail still goes through the outbox table, and stays there marked sent.
    await expect.poll(async () => (await listOutboxFor(t.db.db, 'smtp.user@example.com')).map((m) => [m.status, m.attempts])).toEqual([['sent', 1]]);
  });
});
