import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { defaultPortalPricingRules } from '@portal/domain/pricing/portal-pricing';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { priceScreen } from '@portal/domain/pricing/screen/screen-price';
import { formatMoney } from '@portal/domain/money/money';
import { shot, viewports } from './support/browser';
import { launchPages, type JourneyPages } from './support/pages';
import { startPortal, type PortalServer } from './support/portal-server';
import { approvedDealer, signIn } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { choose } from './support/select';
import { visible } from './support/waits';

/**
 * Issue 5's journey: a super admin grants pricing to an admin; that admin changes the Custom
 * Color Multiplier and a customer's tier; the dealer's store shows the new price; a data manager
 * runs an import and watches its progress bar; the generator produces a workbook read back here.
 * Every page passes axe (WCAG 2 A/AA, issue 14). Issue 33: the Speed page shows what phones reported.
 */
const superAdmin = { email: 'super@portal.test', password: 'super-password' };
const pricer = { fname: 'Pat', lname: 'Pricing', location: 'Head office', email: 'pat@portal.test', password: 'pricing-password' };
const dataManager = { fname: 'Dee', lname: 'Data', location: 'Head office', email: 'dee@portal.test', password: 'data-password' };
const dealer = { fname: 'Cara', lname: 'Custom', location: 'Sunset Patio', email: 'cara@dealer.test', password: 'dealer-password' };

let portal: PortalServer;
let pages: JourneyPages;

async function asAdmin(email: string) {
  const login = await fetch(`${portal.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(superAdmin),
  });
  const token = ((await login.json()) as { token: string }).token;
  const list = await fetch(`${portal.baseUrl}/api/admin/users?filter=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } });
  const id = ((await list.json()) as { items: { _id: string }[] }).items[0]!._id;
  const res = await fetch(`${portal.baseUrl}/api/admin/users/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ isAdmin: true }),
  });
  expect(res.status).toBe(200);
}

/** A small valid pair of workbooks for the price-sheet generator. */
async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

beforeAll(async () => {
  portal = await startPortal({ adminEmail: superAdmin.email, adminPassword: superAdmin.password, sampleCatalog: true });
  await approvedDealer(portal.baseUrl, superAdmin, pricer, 'C10000');
  await approvedDealer(portal.baseUrl, superAdmin, dataManager, 'C10000');
  await approvedDealer(portal.baseUrl, superAdmin, dealer, 'C10010');
  await asAdmin(pricer.email);
  await asAdmin(dataManager.email);
  pages = await launchPages(portal.baseUrl, { acceptDownloads: true });
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
});

const customScreen = makeScreenConfig({ jobColor: 'Custom', ralCode: '7016' });
const priceText = (multiplier: number, tierRateBp: number) =>
  formatMoney(
    priceScreen(
      sampleContext({ tierRateBp, rules: defaultPortalPricingRules.map((r) => (r.name === 'Custom Color Multiplier' ? { ...r, value: multiplier } : r)) }),
      customScreen,
    ).totalCents,
    'USD',
  );

async function dealerCustomPrice(page: Page) {
  await page.goto('/store');
  await choose(page, page, 'Job Color', 'Custom *');
  await page.getByRole('textbox', { name: 'RAL Color' }).fill('7016');
}

describe('back office', () => {
  it('shows the dealer the price of a custom colour screen before any change', async () => {
    const page = await pages.newPage();
    await signIn(page, dealer.email, dealer.password);
    await dealerCustomPrice(page);
    await visible(page.getByText(priceText(1.15, 0), { exact: true }));
    await expectAccessible(page, 'store-custom-color-desktop');
  });

  it('a super admin grants pricing and data management to two admins', async () => {
    const page = await pages.newPage();
    await signIn(page, superAdmin.email, superAdmin.password, '/admin/users');
    for (const [label, who] of [
      ['Pricing', 'Pat Pricing'],
      ['Data Management', 'Dee Data'],
    ] as const) {
      const toggle = page.getByRole('switch', { name: `${label} for ${who}` });
      await expect.poll(() => toggle.isEnabled()).toBe(true);
      await toggle.click({ force: true });
      await expect.poll(() => toggle.isChecked()).toBe(true);
    }
    await page.waitForTimeout(300);
    await shot(page, '20-permissions-desktop');
    await expectAccessible(page, 'portal-users-super-admin-desktop');
  });

  it('the pricing admin changes the Custom Color Multiplier and a customer tier; the dealer sees the new price', async () => {
    const page = await pages.newPage();
    await signIn(page, pricer.email, pricer.password, '/admin/pricing');
    const card = page.getByRole('form', { name: 'Custom Color Multiplier' }).or(page.locator('form[aria-label="Custom Color Multiplier"]'));
    const factor = card.getByRole('textbox', { name: 'Custom Color Multiplier factor' });
    await factor.fill('1.5');
    await card.getByRole('button', { name: 'Save Custom Color Multiplier' }).click();
    await visible(page.getByText('Custom Color Multiplier', { exact: false }).nth(1));
    await choose(page, page, 'Tier for Sunset Patio Co.', 'Gold (0.85)');
    await page.getByRole('button', { name: 'Save BC Customers' }).click();
    await visible(page.getByText('BC Customers saved.'));
    await visible(page.getByText('Recent changes'));
    await shot(page, '21-pricing-desktop');
    expect(await page.title()).toBe('Pricing · Admin · Dealer Portal');
    await expectAccessible(page, 'pricing-desktop');
    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, pricer.email, pricer.password, '/admin/pricing');
    await visible(phone.getByText('Customer Tiers'));
    await shot(phone, '22-pricing-phone');
    await expectAccessible(phone, 'pricing-phone');

    const store = await pages.newPage();
    await signIn(store, dealer.email, dealer.password);
    await dealerCustomPrice(store);
    const expected = priceText(1.5, 8500);
    expect(expected).not.toBe(priceText(1.15, 0));
    await visible(store.getByText(expected, { exact: true }));
    await shot(store, '23-store-new-price-desktop');
  });

  it('the data manager runs an import and watches its progress, then generates a price sheet', async () => {
    const page = await pages.newPage();
    await signIn(page, dataManager.email, dataManager.password, '/admin/data');
    expect(await page.getByRole('link', { name: 'Pricing' }).count()).toBe(0);
    const items = page.locator('.mantine-Card-root').filter({ hasText: 'Import Items' });
    await items.getByRole('button').first().click();
    const bar = page.getByRole('progressbar', { name: 'Import Items progress' });
    await visible(bar);
    await visible(page.getByText('Items import successful!'));
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBe(100);
    await shot(page, '24-data-management-desktop');
    expect(await page.title()).toBe('Data Management · Admin · Dealer Portal');
    await expectAccessible(page, 'data-management-desktop');
    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, dataManager.email, dataManager.password, '/admin/data');
    await visible(phone.getByText('Import Items'));
    await expectAccessible(phone, 'data-management-phone');

    const uom = await xlsx([
      ['Item No.', 'Unit of Measure Code', 'Qty. per Unit of Measure'],
      ['PART-100', 'EA', 1],
      ['PART-100', 'BOX', 10],
    ]);
    const prices = await xlsx([
      ['Item No.', 'Unit of Measure Code', 'Unit Price USD', 'Unit Price CAD'],
      ['PART-100', 'EA', 2.5, 3.25],
    ]);
    const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    for (const [label, name, buffer] of [
      ['Units of measure', 'uom.xlsx', uom],
      ['Sales prices', 'salesprice.xlsx', prices],
    ] as const) {
      // Mantine's FileInput is a button that opens the browser's file chooser.
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByLabel(label).click()]);
      await chooser.setFiles({ name, mimeType: xlsxType, buffer });
    }
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Generate' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toContainEqual(['Customer Price Group', 'CAD', 'PART-100', 'BOX', expect.any(Date), 'CAD', 32.5]);
    const start = rows[0]![4] as Date;
    expect(start.toISOString().slice(0, 10)).toBe('2022-01-01');
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['CAD', 'USD']));
    expect(pages.errors).toEqual([]);
  });

  it("the Speed page shows what dealers' phones reported, and marks a slow largest paint in words, on a phone and a desktop", async () => {
    // Ten phones loading the store: what the pages' reporter sends with sendBeacon (text/plain), anonymous.
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${portal.baseUrl}/api/telemetry/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({
          route: '/store/:id?',
          deviceClass: 'mobile',
          metrics: [
            { name: 'LCP', value: 3100 + i * 10 },
            { name: 'TTFB', value: 120 },
            { name: 'CLS', value: 0.01 },
          ],
        }),
      });
      expect(res.status).toBe(204);
    }
    for (const [size, viewport] of [
      ['phone', viewports.phone],
      ['desktop', viewports.desktop],
    ] as const) {
      const page = await pages.newPage(viewport);
      await signIn(page, superAdmin.email, superAdmin.password, '/admin/speed');
      const store = page.getByRole('region', { name: '/store/:id? · Mobile', exact: true });
      // p75 by nearest rank of 3100 … 3190: the 8th of 10.
      await visible(store.getByText('3.17 s'));
      await visible(store.getByText('Over 2 s'));
      await visible(store.getByText('n = 10').first());
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(viewport.width);
      await shot(page, `25-speed-${size}`);
      await expectAccessible(page, `speed-${size}`);
    }
    expect(pages.errors).toEqual([]);
  });
});
