import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { shot, viewports } from './support/browser';
import { launchPages, type JourneyPages } from './support/pages';
import { startPortal, type PortalServer } from './support/portal-server';
import { approvedDealer, field, signIn } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { choose } from './support/select';
import { visible } from './support/waits';
import { restCall, tokenFor } from './support/rest';

/**
 * Issue 4's journey: a dealer configures a screen, a roof and two parts, saves a draft, reopens
 * and edits it, submits; an administrator filters the list, opens the order, exports the
 * workbook, approves and ships it; the dealer sees Shipped with the tracking link. Every page and
 * dialog on the way passes axe (WCAG 2 A/AA, issue 14).
 */
const admin = { email: 'admin@portal.test', password: 'admin-password' };
const dealer = { fname: 'Sam', lname: 'Shade', location: 'Shade Masters', email: 'sam@dealer.test', password: 'dealer-password' };
const orderName = 'Smith patio';

let portal: PortalServer;
let pages: JourneyPages;
let portalNumber: string;

beforeAll(async () => {
  portal = await startPortal({ adminEmail: admin.email, adminPassword: admin.password, sampleCatalog: true });
  await approvedDealer(portal.baseUrl, admin, dealer, 'C10000');
  pages = await launchPages(portal.baseUrl, { acceptDownloads: true });
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
});

describe('an order from configuration to shipment', () => {
  it('a dealer configures a screen, a roof and two parts and saves a draft', async () => {
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, dealer.email, dealer.password, '/store');
    await visible(page.getByText('Cart is empty'));
    expect(await page.title()).toBe('Store · Dealer Portal');
    await expectAccessible(page, 'store-empty-desktop');

    await field(page, 'Screen Name').fill('Patio west');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const cart = page.getByRole('region', { name: 'Retractable Screens' }).or(page.locator('section[aria-label="Retractable Screens"]'));
    await visible(cart.getByText('Patio west'));

    await page.getByRole('tab', { name: 'Louvered Roofs' }).click();
    await field(page, 'Roof Name').fill('Backyard roof');
    // A roof orders frames, beams, blades or posts: an untouched form cannot be added.
    await page.getByRole('button', { name: 'Add frame' }).click();
    await expectAccessible(page, 'store-roof-form-desktop');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await visible(page.locator('section[aria-label="Roofs"]').getByText('Backyard roof'));

    await page.getByRole('tab', { name: 'Parts & Extras' }).click();
    const remote = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('button', { name: 'Add to Cart: Handheld Remote' }) });
    await choose(remote, page, 'Channels', '5');
    await choose(remote, page, 'Color', 'White');
    await remote.getByRole('textbox', { name: 'Quantity of Handheld Remote' }).fill('3');
    await remote.getByRole('button', { name: 'Add to Cart: Handheld Remote' }).click();
    await visible(page.getByText('Item added to cart'));
    const downspout = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('button', { name: 'Add to Cart: Downspout' }) });
    await choose(downspout, page, 'Size', '4"');
    await choose(downspout, page, 'Color', 'Black');
    await downspout.getByRole('textbox', { name: 'Quantity of Downspout' }).fill('7');
    await downspout.getByRole('button', { name: 'Add to Cart: Downspout' }).click();
    await expect.poll(() => page.locator('section[aria-label="Parts"] tbody tr').count()).toBeGreaterThanOrEqual(2);
    await visible(page.getByText('Taxes and shipping not included'));
    await shot(page, '10-store-desktop');
    await expectAccessible(page, 'store-cart-desktop');

    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or Submit Order' });
    await visible(dialog);
    await field(page, 'Order Name').fill(orderName);
    await expectAccessible(page, 'order-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL('**/account**');
    await visible(page.getByText(orderName));
    await visible(page.getByRole('cell', { name: 'Draft' }).or(page.getByText('Draft')));
  });

  it('reopens the draft, edits it and submits it', async () => {
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, dealer.email, dealer.password, '/account/orders');
    await page.getByRole('link', { name: `Edit ${orderName}` }).click();
    await visible(page.getByText(`Draft Order: ${orderName}`));
    await expectAccessible(page, 'store-draft-desktop');
    const quantity = page.getByRole('textbox', { name: 'Quantity of part 1' });
    await quantity.fill('4');
    await quantity.blur();
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or Submit Order' });
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL('**/account**');
    await visible(page.getByText('Submitted'));
    // The order's portal number is under its name: the number the dealer quotes, and the administrator finds it by.
    const number = page.getByText(/^P-\d{6,}$/);
    await visible(number);
    portalNumber = (await number.textContent()) ?? '';
    await shot(page, '11-dealer-orders-desktop');
    expect(await page.title()).toBe('Orders · Account · Dealer Portal');
    await expectAccessible(page, 'dealer-orders-desktop');

    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, dealer.email, dealer.password, '/account/orders');
    await visible(phone.getByText(orderName));
    await shot(phone, '12-dealer-orders-phone');
    await expectAccessible(phone, 'dealer-orders-phone');
    // Phones open an order through its name (the View button is for wider screens).
    await phone.getByRole('link', { name: orderName }).click();
    await phone.waitForURL(/\/store\?order=/);
    await visible(phone.getByText(`Submitted Order: ${orderName}`));
    await expectAccessible(phone, 'store-submitted-phone');
    await phone.goto('/store');
    await visible(phone.getByRole('tab', { name: 'Louvered Roofs' }));
    await shot(phone, '13-store-phone');
    await expectAccessible(phone, 'store-empty-phone');
  });

  it('an administrator filters, opens, exports, approves and ships the order', async () => {
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, admin.email, admin.password, '/admin/orders');
    await choose(page, page, 'Order status', 'Submitted');
    await field(page, 'Dealer name').fill('Shade Masters');
    await visible(page.getByRole('link', { name: orderName }));
    // Sorted by dealer, the name filter is matched inside the page query: the order is still there.
    await page
      .getByRole('columnheader', { name: /Dealer/ })
      .getByRole('button')
      .click();
    await expect.poll(() => page.getByRole('columnheader', { name: /Dealer/ }).getAttribute('aria-sort')).toBe('ascending');
    await visible(page.getByRole('link', { name: orderName }));
    // The same filter finds the order by its portal number, however typed.
    await field(page, 'Dealer name').fill(portalNumber.toLowerCase());
    await visible(page.getByText(portalNumber));
    await visible(page.getByRole('link', { name: orderName }));
    await shot(page, '14-admin-orders-desktop');
    expect(await page.title()).toBe('Dealer Orders · Admin · Dealer Portal');
    await expectAccessible(page, 'admin-orders-desktop');
    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, admin.email, admin.password, '/admin/orders');
    await visible(phone.getByRole('link', { name: orderName }));
    await shot(phone, '15-admin-orders-phone');
    await expectAccessible(phone, 'admin-orders-phone');

    await page.getByRole('link', { name: orderName }).click();
    await visible(page.getByText(`Submitted Order: ${orderName}`));
    await expectAccessible(page, 'store-submitted-admin-desktop');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Cart' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{8}_Smith patio\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Order Details',
      'Screens List',
      'Screen Kits List',
      'Screen Bom Item List',
      'Roof Details List',
      'Roof Kits List',
      'Parts List',
    ]);
    expect(workbook.getWorksheet('Parts List')!.rowCount).toBeGreaterThanOrEqual(3);
    // Each line's drawing sits beside its row (issue 31): the same drawings as the order page's.
    expect(
      workbook
        .getWorksheet('Screens List')!
        .getImages()
        .map((i) => i.range.tl.nativeRow),
    ).toEqual([1]);
    expect(
      workbook
        .getWorksheet('Roof Details List')!
        .getImages()
        .map((i) => i.range.tl.nativeRow),
    ).toEqual([1]);

    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Process Order' });
    await visible(dialog);
    await expectAccessible(page, 'process-dialog-desktop');
    await dialog.getByRole('button', { name: 'Approve Order' }).click();
    await page.waitForURL('**/admin**');

    // The approval queued its sales order; the ERP job sends it (the sample ERP here), as the order desk then sees.
    const adminToken = await tokenFor(portal.baseUrl, admin);
    const syncOf = async () =>
      ((await restCall(portal.baseUrl, 'GET', `/api/admin/orders?filter=${portalNumber}`, undefined, adminToken)).items as { erpSync: { status: string } }[])[0]
        ?.erpSync.status;
    await expect.poll(syncOf).toBe('sent');
    await page.goto('/admin/orders');
    await choose(page, page, 'Business Central', 'In Business Central');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: orderName }) });
    await visible(row.getByText('ERP: In Business Central'));
    await page.getByRole('button', { name: `Show details of ${orderName}` }).click();
    await visible(page.getByText(/^Sales order S-ORD-1\d{4}$/));
    // No Business Central here: the order desk posts the invoice in the sample ERP, and the order lists it.
    await page.getByRole('button', { name: 'Post invoice (sample ERP)' }).click();
    await visible(page.getByRole('button', { name: /^PDF of invoice S-INV-1\d{5}$/ }));
    await shot(page, '15b-admin-order-in-erp-desktop');
    await choose(page, page, 'Business Central', 'All');
    await choose(page, page, 'Order status', 'Approved');
    await page.getByRole('button', { name: `Ship ${orderName}` }).click();
    const ship = page.getByRole('dialog', { name: 'Ship order' });
    const shipButton = ship.getByRole('button', { name: 'SHIP' });
    expect(await shipButton.isDisabled()).toBe(true);
    await expectAccessible(page, 'ship-dialog-desktop');
    await choose(ship, page, 'Shipping agent', 'FedEx');
    await ship.getByRole('textbox', { name: 'Tracking number' }).fill('794600000001');
    await shipButton.click();
    await expect.poll(() => ship.isVisible()).toBe(false);
  });

  it('the dealer sees Shipped with a working tracking link', async () => {
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, dealer.email, dealer.password, '/account/orders');
    await visible(page.getByText('Shipped', { exact: true }));
    await page.getByRole('button', { name: `Show details of ${orderName}` }).click();
    const link = page.getByRole('link', { name: /794600000001/ });
    await visible(link);
    await visible(page.getByText(/^In Business Central as S-ORD-1\d{4}$/));
    const invoiceButton = page.getByRole('button', { name: /^PDF of invoice S-INV-1\d{5}$/ });
    const [invoice] = await Promise.all([page.waitForEvent('download'), invoiceButton.click()]);
    expect(invoice.suggestedFilename()).toMatch(/^Invoice S-INV-1\d{5}\.pdf$/);
    expect((await readFile(await invoice.path())).subarray(0, 5).toString()).toBe('%PDF-');
    // The order itself, printed: its drawings, prices and where it went (issue 31).
    const [printed] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Print \/ PDF of order P-\d{6}$/ }).click()]);
    expect(printed.suggestedFilename()).toMatch(/^Order P-\d{6}\.pdf$/);
    expect((await readFile(await printed.path())).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await link.getAttribute('href')).toBe('https://www.fedex.com/fedextrack/?trknbr=794600000001');
    const history = page.getByRole('list', { name: 'Order history' });
    await visible(history.getByText(/Draft → Submitted/));
    await visible(history.getByText(/Submitted → Approved/));
    await visible(history.getByText(/Approved → Shipped/));
    await shot(page, '16-dealer-shipped-desktop');
    await expectAccessible(page, 'dealer-order-details-desktop');
    expect(pages.errors).toEqual([]);
  });
});
