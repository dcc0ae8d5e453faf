import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot, viewports } from './support/browser';
import { launchPages, type JourneyPages } from './support/pages';
import { startPortal, type PortalServer } from './support/portal-server';
import { approvedDealer, signIn } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { restCall, tokenFor } from './support/rest';
import { visible } from './support/waits';

/**
 * Issue 14: the store shows what the server holds and offers only what the viewer may do.
 * Each journey reproduces a defect seen by new users: an approved order reopened as 'Submitted',
 * a submitted draft coming back as 'Draft', a teammate offered Edit, an empty roof added, a part
 * quantity showing what is not charged, unsaved lines dropped without asking, a stale tab.
 */
const admin = { email: 'admin@truth.test', password: 'admin-password' };
const dealer = { fname: 'Sam', lname: 'Shade', location: 'Shade Masters', email: 'sam@truth.test', password: 'dealer-password' };
const teammate = { fname: 'Tess', lname: 'Team', location: 'Shade Masters', email: 'tess@truth.test', password: 'dealer-password' };

let portal: PortalServer;
let pages: JourneyPages;

const api = (method: string, path: string, body?: unknown, token?: string) => restCall(portal.baseUrl, method, path, body, token);
const tokenOf = (who: { email: string; password: string }) => tokenFor(portal.baseUrl, who);

/** An order of the dealer's, placed over REST: a parts cart any price group prices. */
async function placeOrder(orderName: string, status: 'DRAFT' | 'SUBMITTED') {
  const cart = { parts: [{ family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 }] };
  return (await api('POST', '/api/orders', { orderName, status, cart }, await tokenOf(dealer)))._id as string;
}

/** Whether a field shows its whole value (nothing cut at this width). */
const fitsWhole = (field: Locator) => field.evaluate((el: { scrollWidth: number; clientWidth: number }) => el.scrollWidth <= el.clientWidth);

const cartHeader = (page: Page) => page.getByRole('heading', { level: 3 }).first();

beforeAll(async () => {
  portal = await startPortal({ adminEmail: admin.email, adminPassword: admin.password, sampleCatalog: true });
  await approvedDealer(portal.baseUrl, admin, dealer, 'C10000');
  await approvedDealer(portal.baseUrl, admin, teammate, 'C10000');
  // This journey has always counted uncaught page errors only, not console errors.
  pages = await launchPages(portal.baseUrl, { consoleErrors: false });
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
});

describe('the store shows what the server holds', () => {
  it('an administrator approves an order, opens it again from its link (and after a reload): Approved, read-only', async () => {
    const id = await placeOrder('Approve then reopen', 'SUBMITTED');
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, admin.email, admin.password, `/store?order=${id}`);
    await visible(page.getByText('Submitted Order: Approve then reopen'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Process Order' }).getByRole('button', { name: 'Approve Order' }).click();
    await page.waitForURL('**/admin/**');

    await page.goto(`/store?order=${id}`);
    await visible(page.getByText('Approved Order: Approve then reopen'));
    for (const name of ['Reject Order', 'Continue']) expect(await page.getByRole('button', { name }).count()).toBe(0);
    await page.reload();
    await visible(page.getByText('Approved Order: Approve then reopen'));
    expect(await page.getByText('Submitted Order: Approve then reopen').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reject Order' }).count()).toBe(0);
    await shot(page, '30-approved-reopened-desktop');
  });

  it('a dealer submits a draft opened with Edit; the Store then shows an empty cart, and the order read-only', async () => {
    await placeOrder('Submit then return', 'DRAFT');
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, dealer.email, dealer.password, '/account/orders');
    await page.getByRole('link', { name: 'Edit Submit then return' }).click();
    await visible(page.getByText('Draft Order: Submit then return'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Save or Submit Order' }).getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/account**');

    await page.goto('/store');
    await visible(page.getByText('Cart is empty'));
    expect(await cartHeader(page).textContent()).toBe('Cart');
    await page.goto('/account/orders');
    await page.getByRole('link', { name: 'View Submit then return' }).click();
    await visible(page.getByText('Submitted Order: Submit then return'));
    await visible(page.getByText('Submitted for review: it can no longer be changed here.'));
    for (const name of ['Continue', 'Remove part 1', 'Copy part 1']) expect(await page.getByRole('button', { name }).count()).toBe(0);
    await expectAccessible(page, 'store-submitted-readonly-desktop');
  });

  it("a teammate sees a teammate's draft read-only: no Edit, no Delete, nothing to save", async () => {
    const id = await placeOrder('Sam draft', 'DRAFT');
    const page = await pages.newPage(viewports.phone);
    await signIn(page, teammate.email, teammate.password, '/account/orders');
    // A click, not check(): the choice lives in the address, and the radio turns checked once the list reads it back.
    await page.getByRole('radio', { name: 'Team Orders' }).click();
    await visible(page.getByRole('link', { name: 'Sam draft' }));
    expect(await page.getByRole('button', { name: 'Delete Sam draft' }).count()).toBe(0);
    await page.goto(`/store?order=${id}`);
    await visible(page.getByText('View only: this order belongs to Sam Shade.'));
    for (const name of ['Continue', 'Remove part 1', 'Copy part 1']) expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Quantity of part 1' }).isDisabled()).toBe(true);
    await shot(page, '31-teammate-readonly-phone');
  });

  it('a stale tab is told plainly at save time and offered a reload; nothing is overwritten', async () => {
    const id = await placeOrder('Two tabs', 'DRAFT');
    const first = await pages.newPage(viewports.desktop);
    await signIn(first, dealer.email, dealer.password, `/store?order=${id}`);
    await visible(first.getByText('Draft Order: Two tabs'));
    // Another device saves the order meanwhile.
    await api(
      'POST',
      '/api/orders',
      {
        _id: id,
        orderName: 'Two tabs renamed',
        status: 'DRAFT',
        cart: { parts: [{ family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 9 }] },
      },
      await tokenOf(dealer),
    );
    await first.getByRole('button', { name: 'Continue' }).click();
    const dialog = first.getByRole('dialog', { name: 'Save or Submit Order' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(dialog.getByText('This order was changed since you opened it'));
    await dialog.getByRole('button', { name: 'Reload order' }).click();
    await visible(first.getByText('Draft Order: Two tabs renamed'));
    expect(await first.getByRole('textbox', { name: 'Quantity of part 1' }).inputValue()).toBe('9');
  });
});

describe('the store offers only what can work', () => {
  it('an untouched roof cannot be added; a part quantity never shows what is not charged; unsaved lines are not dropped without asking', async () => {
    const page = await pages.newPage(viewports.phone);
    await signIn(page, dealer.email, dealer.password, '/store');
    await visible(page.getByText('Cart is empty'));

    await page.getByRole('tab', { name: 'Louvered Roofs' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await visible(page.getByText('Add at least one frame, beam, blade or post'));
    expect(await page.getByText('Cart is empty').isVisible()).toBe(true);

    // A frame of 11.75 in reads whole at 390 px.
    await page.getByRole('button', { name: 'Add frame' }).click();
    const inches = page.getByRole('textbox', { name: 'Inches' }).first();
    await inches.fill('11.75');
    expect(await fitsWhole(inches)).toBe(true);
    await shot(page, '32-roof-frame-phone');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await visible(page.locator('section[aria-label="Roofs"]'));

    await page.getByRole('tab', { name: 'Parts & Extras' }).click();
    const remote = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('button', { name: 'Add to Cart: Handheld Remote' }) });
    for (const [label, option] of [
      ['Channels', '5'],
      ['Color', 'White'],
    ] as const) {
      await remote
        .getByRole('textbox', { name: label, exact: true })
        .or(remote.getByRole('combobox', { name: label, exact: true }))
        .first()
        .click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await remote.getByRole('textbox', { name: 'Quantity of Handheld Remote' }).fill('2');
    await remote.getByRole('button', { name: 'Add to Cart: Handheld Remote' }).click();

    const quantity = page.getByRole('textbox', { name: 'Quantity of part 1' });
    await quantity.fill('120');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('120');
    expect(await fitsWhole(quantity)).toBe(true);
    await quantity.fill('0');
    await visible(page.getByText('Please enter a quantity'));
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('120');
    await shot(page, '33-cart-phone');

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await visible(ask);
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await visible(page.locator('section[aria-label="Parts"]'));
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard' }).click();
    await visible(page.getByText('Cart is empty'));
  });

  it('no page error on the way', () => {
    expect(pages.errors).toEqual([]);
  });
});
