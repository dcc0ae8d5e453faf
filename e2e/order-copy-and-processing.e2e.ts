import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bumpCatalogVersion } from '@portal/db/queries/catalog';
import type { Locator, Page } from 'playwright-core';
import { shot, viewports } from './support/browser';
import { launchPages, type JourneyPages } from './support/pages';
import { startPortal, type PortalServer } from './support/portal-server';
import { approvedDealer, signIn } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { restCall, restScreen, tokenFor } from './support/rest';
import { hidden, visible } from './support/waits';

/**
 * Issue 29's journey for orders: a dealer reads a rejected order's row on a phone (the reason,
 * every line and its price, the job colour and RAL code, no sideways scrolling), sees each line at
 * today's price before anything is saved, copies it into a draft and opens the draft; an
 * administrator rejects and approves submitted orders from the list with the store's dialogs; the
 * roof form's fields show whole values at 390 px. At 390 and 1440 px, axe on every page and dialog.
 */
const admin = { email: 'admin@copy.test', password: 'admin-password' };
const dealer = { fname: 'Cora', lname: 'Copper', location: 'Copper Shades', email: 'cora@copy.test', password: 'dealer-password' };
const rejectedName = 'Harbour view';
const reason = 'The customer asked for a wider screen on the west side; please send it again with the new width.';

let portal: PortalServer;
let pages: JourneyPages;

const api = (method: string, path: string, body?: unknown, token?: string) => restCall(portal.baseUrl, method, path, body, token);
const customScreen = () => ({ ...restScreen('West side'), options: { ...restScreen('West side').options, jobColor: 'Custom', ralCode: '7016' } });
const remote = { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 1 };
const cart = () => ({ screens: [customScreen()], roofs: [], parts: [{ number: 'SM-S95-BLK', quantity: 2 }, remote] });

async function submitted(orderName: string, token: string) {
  return api('POST', '/api/orders', { orderName, status: 'SUBMITTED', cart: cart() }, token);
}

beforeAll(async () => {
  portal = await startPortal({ adminEmail: admin.email, adminPassword: admin.password, sampleCatalog: true });
  await approvedDealer(portal.baseUrl, admin, dealer, 'C10000');
  const dealerToken = await tokenFor(portal.baseUrl, dealer);
  const adminToken = await tokenFor(portal.baseUrl, admin);
  const rejected = await submitted(rejectedName, dealerToken);
  await api('PATCH', `/api/orders/${String(rejected._id)}`, { reason }, adminToken);
  await submitted('Approve me', dealerToken);
  await submitted('Reject me', dealerToken);
  // Today's catalog differs from the one the orders were placed at: the screen kit costs $10 more, the 5-channel white remote is no longer sold.
  await portal.db.db.execute(sql`update portal_pricing_rules set amount_cents = amount_cents + 1000 where name = 'Screen Kit Addition'`);
  await portal.db.db.execute(sql`update catalog_items set active = false where number = 'PT-RMT-5-WHT'`);
  await bumpCatalogVersion(portal.db.db);
  pages = await launchPages(portal.baseUrl);
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
});

/** The few DOM shapes these checks read (the journeys have no DOM types: the shapes are spelled out). */
interface Box {
  tagName: string;
  className: string;
  scrollWidth: number;
  clientWidth: number;
}
interface BrowserDocument {
  document: { documentElement: Box; querySelectorAll(selector: string): Iterable<Box> };
}

/** What sticks out sideways: the page or a scroller narrower than its content (none, when a row reads without scrolling). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as BrowserDocument;
    return [document.documentElement, ...document.querySelectorAll('.mantine-ScrollArea-viewport, .mantine-Table-scrollContainer')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
  });

/** Whether an input shows its whole value (no text cut at its right edge). */
const showsWholeValue = (input: Locator) => input.evaluate((el: Box) => el.scrollWidth <= el.clientWidth);

/** The dealer opens the rejected order's row, copies it and opens the draft in the store. */
async function copyJourney(page: Page, width: 'phone' | 'desktop') {
  await signIn(page, dealer.email, dealer.password);
  await page.goto('/account/orders');
  await page.getByRole('button', { name: `Show details of ${rejectedName}` }).click();
  await visible(page.getByText(`Rejected: ${reason}`));
  const screens = page.getByRole('table', { name: 'Retractable Screens' });
  await visible(screens.getByText(/Job Color Custom RAL 7016/).filter({ visible: true }));
  await visible(page.getByRole('table', { name: 'Parts' }).getByText('SM-S95-BLK', { exact: false }).filter({ visible: true }));
  expect(await sidewaysScroll(page)).toEqual([]);
  await shot(page, `29-orders-rejected-row-${width}`);
  await expectAccessible(page, `orders-rejected-row-${width}`);

  await page
    .getByRole('button', { name: `Copy ${rejectedName}` })
    .filter({ visible: true })
    .click();
  const ask = page.getByRole('dialog', { name: 'Copy order' });
  await visible(ask);
  // Before anything is saved: the screen at today's price (its kit costs $10 more); the remote, no longer sold, named and left out.
  await visible(ask.getByRole('row', { name: /Screen 1 \(West side\).*\+\$/ }));
  await visible(ask.getByText('Part 2 (Remote 5 Channel White): No longer sold'));
  await visible(ask.getByRole('row', { name: /^Total copied/ }));
  expect(await sidewaysScroll(page)).toEqual([]);
  await shot(page, `29-orders-copy-preview-${width}`);
  await expectAccessible(page, `copy-order-ask-${width}`);
  await ask.getByRole('button', { name: 'Copy to a new draft' }).click();
  const done = page.getByRole('dialog', { name: 'Order copied' });
  await visible(done);
  await visible(done.getByText('Saved as the draft', { exact: false }));
  await visible(done.getByRole('row', { name: /Screen 1 \(West side\).*\+\$/ }));
  await visible(done.getByText('Part 2 (Remote 5 Channel White)', { exact: false }));
  expect(await sidewaysScroll(page)).toEqual([]);
  await shot(page, `29-orders-copied-${width}`);
  await expectAccessible(page, `copy-order-done-${width}`);
  await done.getByRole('link', { name: 'Open the draft' }).click();
  await page.waitForURL(/\/store\?order=/);
  await visible(page.getByText(`Draft Order: Copy of ${rejectedName}`));
  await expectAccessible(page, `copy-order-store-${width}`);
}

describe('copy an order; read it on a phone (issue 29, points 3, 4, 10)', () => {
  it("at 1440 px: the rejected order's row and its copy", async () => {
    await copyJourney(await pages.newPage(viewports.desktop), 'desktop');
  });

  it('at 390 px: the row and the copy, then the roof form shows whole values, its fields in line', async () => {
    const page = await pages.newPage(viewports.phone);
    await copyJourney(page, 'phone');
    await page.getByRole('tab', { name: 'Louvered Roofs' }).click();
    await page.getByRole('button', { name: 'Add frame' }).click();
    await page.getByRole('button', { name: 'Add blade' }).click();
    const inches = page.getByRole('textbox', { name: 'Inches' }).first();
    await inches.fill('11.75');
    const qty = page.getByRole('textbox', { name: 'Qty' }).first();
    await qty.fill('120');
    expect(await showsWholeValue(inches)).toBe(true);
    expect(await showsWholeValue(qty)).toBe(true);
    // Fields side by side stand on one line: a label does not push its field down.
    const feetBox = await page.getByRole('textbox', { name: 'Feet' }).first().boundingBox();
    const inchesBox = await inches.boundingBox();
    expect(Math.abs((feetBox?.y ?? 0) - (inchesBox?.y ?? 1))).toBeLessThan(2);
    const projection = await page.getByRole('textbox', { name: 'Projection (ft)' }).boundingBox();
    const projectionInches = await page.getByRole('textbox', { name: 'in', exact: true }).nth(1).boundingBox();
    expect(Math.abs((projection?.y ?? 0) - (projectionInches?.y ?? 1))).toBeLessThan(2);
    expect(await sidewaysScroll(page)).toEqual([]);
    await shot(page, '29-roof-form-phone');
    await expectAccessible(page, 'roof-form-phone');
  });
});

describe('approve and reject from the admin order list (issue 29, point 8)', () => {
  it('an administrator rejects one order at 390 px and approves another at 1440 px, with the store dialogs', async () => {
    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, admin.email, admin.password);
    await phone.goto('/admin/orders');
    await phone.getByRole('button', { name: 'Show details of Reject me' }).click();
    await phone.getByRole('button', { name: 'Reject Reject me' }).filter({ visible: true }).click();
    const reject = phone.getByRole('dialog', { name: 'Reject Order' });
    await visible(reject);
    await reject.getByRole('textbox', { name: /Rejection reason/ }).fill('Wrong colour');
    await shot(phone, '29-admin-reject-phone');
    await expectAccessible(phone, 'admin-reject-dialog-phone');
    await reject.getByRole('button', { name: 'Reject Order' }).click();
    await hidden(reject);
    await visible(phone.getByText('Order rejected'));
    await expect.poll(() => phone.getByRole('button', { name: 'Reject Reject me' }).count()).toBe(0);
    await expectAccessible(phone, 'admin-orders-after-reject-phone');

    const page = await pages.newPage(viewports.desktop);
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/orders');
    await visible(page.getByRole('button', { name: 'Approve Approve me' }));
    await shot(page, '29-admin-orders-actions-desktop');
    await expectAccessible(page, 'admin-orders-actions-desktop');
    await page.getByRole('button', { name: 'Approve Approve me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Process Order' });
    await visible(dialog.getByRole('button', { name: 'Approve Order' }));
    await expectAccessible(page, 'admin-process-dialog-desktop');
    await dialog.getByRole('button', { name: 'Approve Order' }).click();
    await hidden(dialog);
    await visible(page.getByText('Order approved'));
    await expect.poll(() => page.getByRole('button', { name: 'Approve Approve me' }).count()).toBe(0);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Approve me' }) });
    await visible(row.getByText('Approved'));
    await shot(page, '29-admin-orders-approved-desktop');
    expect(pages.errors).toEqual([]);
  });
});
