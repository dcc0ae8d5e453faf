import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { shot, viewports } from './support/browser';
import { launchPages, type JourneyPages } from './support/pages';
import { startPortal, type PortalServer } from './support/portal-server';
import { field, signInThroughForm as signIn } from './support/accounts';
import { expectAccessible } from './support/accessibility';

/**
 * Issue 2's journey: register → pending notice; an administrator approves and grants store
 * access in Portal Users; the dealer signs in and sees the home buttons; a forgotten password
 * is reset through the mailed link. Every page passes axe (WCAG 2 A/AA, issue 14) and has its own
 * title; the skip link is the first stop of the keyboard.
 */
const admin = { email: 'admin@portal.test', password: 'admin-password' };
const dealer = { fname: 'Dana', lname: 'Dealer', location: 'Maple Outdoor Living', email: 'dana@dealer.test', password: 'first-password' };

let portal: PortalServer;
let pages: JourneyPages;

/** The focused element as the browser sees it (the journeys have no DOM types: the shape is spelled out). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = (globalThis as unknown as { document: { activeElement: { id: string; textContent: string | null; closest(selector: string): unknown } | null } })
      .document.activeElement;
    return { id: el?.id ?? '', text: el?.textContent ?? '', inMain: Boolean(el?.closest('main')) };
  });
}

beforeAll(async () => {
  portal = await startPortal({ adminEmail: admin.email, adminPassword: admin.password });
  pages = await launchPages(portal.baseUrl);
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
});

describe('a dealer joins the portal', () => {
  it('shows the signed-out pages, each with its title, accessibly on desktop and phone', async () => {
    for (const [viewport, size] of Object.entries(viewports)) {
      const page = await pages.newPage(size);
      for (const [path, title] of [
        ['/login', 'Sign in'],
        ['/register', 'Register'],
        ['/reset', 'Reset password'],
      ] as const) {
        await page.goto(path);
        await expect.poll(() => page.title()).toBe(`${title} · Dealer Portal`);
        await expectAccessible(page, `${path.slice(1)}-${viewport}`);
      }
    }
  });

  it('offers a skip link as the first keyboard stop, moving focus to the main content', async () => {
    const page = await pages.newPage(viewports.desktop);
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focused(page)).text).toBe('Skip to main content');
    const box = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0); // shown while focused
    await shot(page, '00-skip-link-desktop');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).id).toBe('main-content');
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Tab'); // past the header, into the page's form
    expect((await focused(page)).inMain).toBe(true);
  });

  it('registers and is told approval is pending', async () => {
    const page = await pages.newPage(viewports.desktop);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText('First name is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Invalid email address').isVisible()).toBe(true);
    await expectAccessible(page, 'register-errors-desktop');
    await field(page, 'First name').fill(dealer.fname);
    await field(page, 'Last name').fill(dealer.lname);
    await field(page, 'Dealer / Location').fill(dealer.location);
    await field(page, 'Email').fill(dealer.email);
    await field(page, 'Password').fill(dealer.password);
    await field(page, 'Confirm password').fill(dealer.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText('pending approval').first().isVisible()).toBe(true);
    await shot(page, '01-registered-notice-desktop');
    await expectAccessible(page, 'login-notice-desktop');

    await signIn(page, dealer.email, dealer.password);
    await expect.poll(() => page.getByText('your account is pending approval').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Store' }).count()).toBe(0);
    await shot(page, '02-pending-home-desktop');
    await expectAccessible(page, 'home-pending-desktop');
  });

  it('is approved and given store access by an administrator', async () => {
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/users');
    const name = `${dealer.fname} ${dealer.lname}`;
    const customer = page.getByRole('combobox', { name: `Business Central Customer for ${name}` });
    await customer.click();
    await page.getByRole('option', { name: /Maple Outdoor Living/ }).click();
    await expect.poll(() => customer.inputValue()).toContain('Maple Outdoor Living');
    const access = page.getByRole('switch', { name: `Portal Access for ${name}` });
    await expect.poll(() => access.isEnabled()).toBe(true);
    await access.click({ force: true });
    await expect.poll(() => access.isChecked()).toBe(true);
    const store = page.getByRole('switch', { name: `Store Access for ${name}` });
    await expect.poll(() => store.isEnabled()).toBe(true);
    await store.click({ force: true });
    await expect.poll(() => store.isChecked()).toBe(true);
    await page.waitForTimeout(300); // switch transition
    await shot(page, '03-portal-users-desktop');
    expect(await page.title()).toBe('Portal Users · Admin · Dealer Portal');
    await expectAccessible(page, 'portal-users-desktop');

    const approvalMail = (await listOutboxFor(portal.db.db, dealer.email)).find((m) => m.subject.includes('approved'));
    expect(approvalMail?.text).toContain(`${portal.baseUrl}/login`);
  });

  it('signs in and sees the home buttons, on desktop and phone', async () => {
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, dealer.email, dealer.password);
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'Account' }).isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await expect.poll(() => page.getByText('Maple Outdoor Living').first().isVisible()).toBe(true);
    await shot(page, '04-home-desktop');
    expect(await page.title()).toBe('Home · Dealer Portal');
    await expectAccessible(page, 'home-desktop');

    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, dealer.email, dealer.password);
    await expect.poll(() => phone.getByRole('main').getByRole('link', { name: 'Account' }).isVisible()).toBe(true);
    await shot(phone, '05-home-phone');
    await expectAccessible(phone, 'home-phone');
    await phone.getByRole('button', { name: 'Open navigation' }).click();
    await expect.poll(() => phone.getByRole('dialog').getByRole('link', { name: 'Account' }).isVisible()).toBe(true);
    await phone.waitForTimeout(400); // let the drawer finish sliding in before the picture
    await shot(phone, '06-drawer-phone');
    await expectAccessible(phone, 'drawer-phone');
  });

  it('resets a forgotten password through the mailed link', async () => {
    const page = await pages.newPage(viewports.phone);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/reset');
    // The address changes before the reset page has replaced the sign-in page, whose Email field
    // would take the text: wait for the reset form, as the user does, before typing.
    await page.getByRole('button', { name: 'Reset Password' }).waitFor();
    await field(page, 'Email').fill(dealer.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText('we have sent a link').isVisible()).toBe(true);
    await shot(page, '07-reset-requested-phone');
    await expectAccessible(page, 'reset-requested-phone');

    let link: string | undefined;
    await expect
      .poll(async () => {
        link = (await listOutboxFor(portal.db.db, dealer.email)).find((m) => m.subject.includes('Reset'))?.text.match(/http\S+\/reset\/\S+/)?.[0];
        return link;
      })
      .toBeDefined();
    await page.goto(link!);
    await expect.poll(() => page.getByText('Please enter your new password.').isVisible()).toBe(true);
    await field(page, 'New password').fill('second-password');
    await field(page, 'Confirm new password').fill('second-password');
    await shot(page, '08-new-password-phone');
    await expectAccessible(page, 'new-password-phone');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText('Your password has been reset').isVisible()).toBe(true);
    await shot(page, '09-reset-complete-phone');
    await expectAccessible(page, 'login-reset-complete-phone');

    await signIn(page, dealer.email, 'second-password');
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'Account' }).isVisible()).toBe(true);
    expect(pages.errors).toEqual([]);
  });
});
