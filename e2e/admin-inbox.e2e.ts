import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, viewports } from './support/browser';
import { launchPages, type JourneyPages } from './support/pages';
import { startPortal, type PortalServer } from './support/portal-server';
import { approvedDealer, field, signIn, signInThroughForm } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { choose } from './support/select';
import { restCall, restScreen, tokenFor } from './support/rest';
import { hidden, visible } from './support/waits';

/**
 * Issue 29 points 9, 10, 11 and 12, at 390 and 1440 px: someone registers and every administrator
 * is mailed; with no mail server the administrator reads that mail and a password reset on
 * Admin → Mail and follows their links; Portal Users' 'Pending approval' filter lists the newcomer,
 * whom the administrator approves on a phone; reviewers see which dealer asks for an adjustment.
 * Every page and dialog passes axe.
 */
const admin = { email: 'admin@inbox.test', password: 'admin-password' };
const dealer = { fname: 'Dora', lname: 'Dealer', location: 'Harbour Shades', email: 'dora@inbox.test', password: 'dealer-password' };
const newcomer = { fname: 'Nico', lname: 'Newcomer', location: 'Hilltop Awnings', email: 'nico@inbox.test', password: 'newcomer-password' };
const orderName = 'Harbour deck';
const sampleVideo = readFileSync(fileURLToPath(new URL('../apps/api/src/modules/files/sample-library/getting-started.mp4', import.meta.url)));

let portal: PortalServer;
let pages: JourneyPages;

const api = (method: string, path: string, body?: unknown, token?: string) => restCall(portal.baseUrl, method, path, body, token);

/** A video uploaded through REST into a library folder (the library journey covers the upload form). */
async function uploadVideo(token: string, folders: string, name: string) {
  const form = new FormData();
  form.append('files', new Blob([sampleVideo], { type: 'video/mp4' }), name);
  const res = await fetch(`${portal.baseUrl}/api/files/videos/${folders}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status, await res.text()).toBeLessThan(300);
}

/** The mail of this subject on Admin → Mail, opened: its panel. */
async function openMail(page: Page, subject: string) {
  await page.goto('/admin/mail');
  const control = page.getByRole('button', { name: new RegExp(subject) }).first();
  await visible(control);
  await control.click();
  const panel = page.getByRole('region', { name: new RegExp(subject) }).first();
  await visible(panel);
  return panel;
}

beforeAll(async () => {
  portal = await startPortal({ adminEmail: admin.email, adminPassword: admin.password, sampleCatalog: true });
  await approvedDealer(portal.baseUrl, admin, dealer, 'C10000');
  const adminToken = await tokenFor(portal.baseUrl, admin);
  // An approved order of the dealer with an adjustment the dealer opened: reviewers must see who asks.
  const cart = { screens: [restScreen('Deck west')], roofs: [], parts: [] };
  const submitted = await api('POST', '/api/orders', { orderName, status: 'SUBMITTED', cart }, await tokenFor(portal.baseUrl, dealer));
  await api('POST', '/api/orders', { _id: submitted._id, orderName, status: 'APPROVED', cart }, adminToken);
  await api('PUT', '/api/admin/settings', { adjustmentsEnabled: true }, adminToken);
  await api('POST', `/api/orders/${String(submitted._id)}/adjustments`, { description: 'Deck repairs' }, await tokenFor(portal.baseUrl, dealer));
  // The dealers' Training/Sales and the staff's top-level Sales: two folders of one name.
  await uploadVideo(adminToken, 'Training/Sales', 'dealer-pitch.mp4');
  await uploadVideo(adminToken, 'Sales', 'staff-pitch.mp4');
  // Someone registers; and the dealer asks for a password reset (no SMTP_URL: the mail stays in the outbox).
  await api('POST', '/api/users', newcomer);
  await api('POST', '/api/users/reset', { email: dealer.email });
  pages = await launchPages(portal.baseUrl);
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
});

describe('newcomers can read their mail; registrations are seen; reviewers see who asks', () => {
  it('an administrator reads the registration notice and finishes the dealer’s password reset from Admin → Mail (1440 px)', async () => {
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, admin.email, admin.password, '/admin');
    await page.getByRole('tab', { name: 'Mail' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/mail');
    const notice = await openMail(page, 'New Dealer Portal registration: Nico Newcomer');
    await visible(notice.getByText(/Nico Newcomer \(Hilltop Awnings, nico@inbox.test\)/));
    const review = notice.getByRole('link', { name: /\/admin\/users\?approval=pending$/ });
    expect(new URL((await review.getAttribute('href'))!).pathname).toBe('/admin/users');
    expect(await page.title()).toBe('Mail · Admin · Dealer Portal');
    await shot(page, 'a1-admin-mail-desktop');
    await expectAccessible(page, 'admin-mail-desktop');

    const reset = await openMail(page, 'Reset your Dealer Portal password');
    const link = (await reset.getByRole('link', { name: /\/reset\// }).getAttribute('href'))!;
    // The dealer follows the link the administrator passed on, sets a new password and signs in with it.
    const dealerPage = await pages.newPage(viewports.desktop);
    await dealerPage.goto(new URL(link).pathname);
    await field(dealerPage, 'New password').fill('new-dealer-password');
    await field(dealerPage, 'Confirm new password').fill('new-dealer-password');
    await dealerPage.getByRole('button', { name: 'Reset Password' }).click();
    await dealerPage.waitForURL((url) => url.pathname === '/login');
    await signInThroughForm(dealerPage, dealer.email, 'new-dealer-password');
    expect(pages.errors).toEqual([]);
  });

  it('Pending approval lists the newcomer; on a phone the administrator links a customer and approves (390 px)', async () => {
    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, admin.email, admin.password);
    await openMail(phone, 'New Dealer Portal registration');
    await shot(phone, 'a2-admin-mail-phone');
    await expectAccessible(phone, 'admin-mail-phone');

    await phone.goto('/admin/users?approval=pending');
    const pending = phone.getByRole('checkbox', { name: 'Pending approval' });
    await expect.poll(() => pending.isChecked()).toBe(true);
    const rows = phone.locator('tbody tr');
    await visible(rows.filter({ hasText: 'Nico Newcomer' }));
    await expect.poll(() => rows.filter({ hasText: 'Dora Dealer' }).count()).toBe(0);
    await phone.getByRole('button', { name: 'Show details of Nico Newcomer' }).click();
    const details = rows.filter({ has: phone.getByRole('switch', { name: 'Store Access for Nico Newcomer' }) }).last();
    await choose(details, phone, 'Business Central Customer for Nico Newcomer', /C10010/);
    const approve = phone.getByRole('switch', { name: 'Portal Access for Nico Newcomer' });
    await expect.poll(() => approve.isEnabled()).toBe(true);
    // The switch sits in view in the row itself: no sideways scrolling.
    const box = (await approve.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await shot(phone, 'a3-portal-users-approve-phone');
    await expectAccessible(phone, 'portal-users-approve-phone');
    await approve.click({ force: true });
    // Approved, the newcomer leaves the pending list and the switch goes with the row (it may be gone before it could be read as on):
    // the empty list is what the administrator sees; the stored account is checked below.
    await visible(phone.getByText('No users found'));
    await shot(phone, 'a3-portal-users-approved-phone');
    const users = (await api('GET', `/api/admin/users?filter=${encodeURIComponent(newcomer.email)}`, undefined, await tokenFor(portal.baseUrl, admin)))
      .items as { isApproved: boolean; bc_customer_id: string }[];
    expect(users[0]).toMatchObject({ isApproved: true, bc_customer_id: 'C10010' });

    const desktop = await pages.newPage(viewports.desktop);
    await signIn(desktop, admin.email, admin.password, '/admin/users');
    // The box follows the address (the filter lives in it), which changes just after the click.
    const pendingBox = desktop.getByRole('checkbox', { name: 'Pending approval' });
    await pendingBox.click();
    await expect.poll(() => pendingBox.isChecked()).toBe(true);
    await visible(desktop.getByText('No users found'));
    await shot(desktop, 'a4-portal-users-pending-desktop');
    await expectAccessible(desktop, 'portal-users-pending-desktop');
    expect(pages.errors).toEqual([]);
  });

  it('an administrator without a linked customer reads why the store has no prices (390 px)', async () => {
    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, admin.email, admin.password, '/store');
    await phone.getByRole('tab', { name: 'Parts & Extras' }).click();
    await visible(phone.getByRole('tabpanel').getByText(/not linked to a Business Central customer/));
    expect(await phone.getByText('Loading parts…').count()).toBe(0);
    await shot(phone, 'a7-store-no-prices-phone');
    await expectAccessible(phone, 'store-no-prices-phone');
    expect(pages.errors).toEqual([]);
  });

  it('the library tells the staff-only Sales videos from the dealers’ Training/Sales (1440 and 390 px)', async () => {
    for (const [size, viewport] of Object.entries(viewports)) {
      const page = await pages.newPage(viewport);
      await signIn(page, admin.email, admin.password, '/docs');
      await page.getByRole('tab', { name: 'Videos' }).click();
      const staff = page.getByRole('region', { name: 'Sales (staff only)' });
      await visible(staff.getByText('Staff only · dealers never see this folder'));
      await visible(staff.getByRole('button', { name: 'Play staff-pitch.mp4' }));
      const dealers = page.getByRole('region', { name: 'Sales', exact: true });
      await visible(dealers.getByRole('button', { name: 'Play dealer-pitch.mp4' }));
      expect(await dealers.getByText('Staff only · dealers never see this folder').count()).toBe(0);
      await staff.scrollIntoViewIfNeeded();
      await shot(page, `a8-library-sales-folders-${size}`);
      await expectAccessible(page, `library-sales-folders-${size}`);
    }
    expect(pages.errors).toEqual([]);
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`reviewers see the dealer in the adjustments list and dialog (${viewport.width} px)`, async () => {
      const page = await pages.newPage(viewport);
      await signIn(page, admin.email, admin.password, '/admin/adjustments');
      const row = page.locator('tbody tr').filter({ hasText: 'Deck repairs' });
      await visible(row.getByText('Shade Masters Inc.').filter({ visible: true }));
      await visible(row.getByText(/Dora Dealer/).filter({ visible: true }));
      await shot(page, `a5-adjustments-dealer-${size}`);
      await expectAccessible(page, `adjustments-dealer-${size}`);
      await row.getByRole('link', { name: 'Deck repairs' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Order Adjustment' });
      await hidden(dialog.getByLabel('Loading the adjustment'));
      await visible(dialog.getByText('Requested by'));
      await visible(dialog.getByText('Waiting for the dealer'));
      await shot(page, `a6-adjustment-dialog-dealer-${size}`);
      await expectAccessible(page, `adjustment-dialog-dealer-${size}`);
      expect(pages.errors).toEqual([]);
    });
  }
});
