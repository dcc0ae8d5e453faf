import { createElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { findUserByEmail, insertUser } from '@portal/db/queries/users';
import { createTestApp, type TestApp } from '../../test/test-server';
import { resetPasswordMail } from '../../modules/accounts/account-mail';
import type { MailMessage } from './mailer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A change and its mail, in one transaction, as every service writes them. */
const changeWithMail = (email: string, html: MailMessage['html']) =>
  t.db.db.transaction(async (tx) => {
    await insertUser(tx, { fname: 'Rita', lname: 'Render', location: 'Here', email, passwordHash: 'x' });
    await t.app.deps.outbox.enqueue(tx, [{ ...resetPasswordMail(email, 'https://portal.example.com/reset/t'), html }]);
  });

describe('the outbox renders each mail’s HTML with the change it reports', () => {
  it('writes the plain text and the rendered HTML together', async () => {
    await changeWithMail('render.ok@example.com', resetPasswordMail('render.ok@example.com', 'https://portal.example.com/reset/t').html);
    const [row] = await listOutboxFor(t.db.db, 'render.ok@example.com');
    expect(row?.text).toContain('https://portal.example.com/reset/t');
    expect(row?.html).toMatch(/^<!DOCTYPE html/);
    expect(row?.html).toContain('href="https://portal.example.com/reset/t"');
  });

  it('a template that fails to render fails the change: it rolls back, and no mail is written without its HTML', async () => {
    function Broken(): ReactNode {
      throw new Error('a template bug');
    }
    await expect(changeWithMail('render.broken@example.com', createElement(Broken))).rejects.toThrow(
      'could not render the mail "Reset your Dealer Portal password"',
    );
    expect(await findUserByEmail(t.db.db, 'render.broken@example.com')).toBeUndefined();
    expect(await listOutboxFor(t.db.db, 'render.broken@example.com')).toEqual([]);
  });
});
