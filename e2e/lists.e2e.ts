import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, viewports } from './support/browser';
import { launchPages, type JourneyPages } from './support/pages';
import { startPortal, type PortalServer } from './support/portal-server';
import { approvedDealer, signIn } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { choose } from './support/select';
import { restCall, restScreen, tokenFor } from './support/rest';
import { hidden, visible } from './support/waits';

/**
 * Issue 29 points 5 and 7: lists remember and search. A dealer searches their orders by name and
 * number, switches to the team's, opens an order and comes Back, reloads: the same list each
 * time, the times showing where two orders changed on one day; the ticket list searches by text.
 * An administrator filters the order list by a person's name and a status, opens an order, comes
 * Back and shares the link. At 390 and 1440 px; every page passes axe.
 */
const admin = { email: 'admin@lists.test', password: 'admin-password' };
const dana = { fname: 'Dana', lname: 'Dealer', location: 'Shade Masters', email: 'dana@lists.test', password: 'dealer-password' };
const tom = { fname: 'Tom', lname: 'Teamwork', location: 'Shade Masters', email: 'tom@lists.test', password: 'dealer-password' };
const bart = { fname: 'Bartholomew', lname: 'Featherstonehaugh-Worthington', location: 'Shade Masters', email: 'bart@lists.test', password: 'dealer-password' };
const bartName = `${bart.fname} ${bart.lname}`;

let portal: PortalServer;
let pages: JourneyPages;

const api = (method: string, path: string, body?: unknown, token?: string) => restCall(portal.baseUrl, method, path, body, token);
const submit = (orderName: string, orderNumber: string, token: string) =>
  api('POST', '/api/orders', { orderName, orderNumber, status: 'SUBMITTED', cart: { screens: [restScreen('Patio west')], roofs: [], parts: [] } }, token);

beforeAll(async () => {
  portal = await startPortal({ adminEmail: admin.email, adminPassword: admin.password, sampleCatalog: true });
  await approvedDealer(portal.baseUrl, admin, dana, 'C10000');
  await approvedDealer(portal.baseUrl, admin, tom, 'C10000');
  await approvedDealer(portal.baseUrl, admin, bart, 'C10000');
  const danaToken = await tokenFor(portal.baseUrl, dana);
  await submit('Backyard deck', '4411', danaToken);
  await submit('Front porch', '5520', danaToken);
  await submit('Deck for the lake house', '7731', await tokenFor(portal.baseUrl, tom));
  await api('POST', '/api/tickets', { ticketName: 'Motor hums', ticketType: 'Support', ticketMessage: 'The deck motor hums.' }, danaToken);
  await api('POST', '/api/tickets', { ticketName: 'Invoice question', ticketType: 'Feedback', ticketMessage: 'Where is my invoice?' }, danaToken);
  pages = await launchPages(portal.baseUrl);
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
});

/** The DOM shape the header check reads (the journeys have no DOM types). */
interface Box {
  scrollWidth: number;
  clientWidth: number;
}

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

describe.each([
  ['desktop', viewports.desktop],
  ['phone', viewports.phone],
] as const)('lists remember and search at %s width', (width, viewport) => {
  it("a dealer's order search, team choice and page survive opening an order, Back and a reload; tickets search by text", async () => {
    const page = await pages.newPage(viewport);
    await signIn(page, dana.email, dana.password);
    await page.goto('/account/orders');
    await visible(rowOf(page, 'Front porch'));
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('deck');
    await expect.poll(() => params(page)).toEqual({ q: 'deck' });
    await hidden(rowOf(page, 'Front porch'));
    await visible(rowOf(page, 'Backyard deck'));
    await page.getByRole('radio', { name: 'Team Orders' }).click();
    await expect.poll(() => params(page)).toEqual({ q: 'deck', scope: 'team' });
    await visible(rowOf(page, 'Deck for the lake house'));
    if (width === 'desktop') {
      // Both orders changed today: the Updated column shows their times.
      await expect.poll(() => rowOf(page, 'Backyard deck').getByRole('cell').nth(5).textContent()).toMatch(/, \d{1,2}:\d{2} [AP]M$/);
      await page.getByRole('button', { name: /Order Number/ }).click();
      await expect.poll(() => params(page)).toEqual({ q: 'deck', scope: 'team', sort: 'orderNumber', dir: 'asc' });
    }
    await shot(page, `lists-dealer-orders-${width}`);
    await expectAccessible(page, `lists-dealer-orders-${width}`);
    const listUrl = page.url();

    await page.getByRole('link', { name: 'Backyard deck', exact: true }).click();
    await page.waitForURL(/\/store\?order=/);
    await page.goBack();
    await page.waitForURL(listUrl);
    await visible(rowOf(page, 'Deck for the lake house'));
    expect(await page.getByRole('searchbox', { name: 'Search orders' }).inputValue()).toBe('deck');
    expect(await page.getByRole('radio', { name: 'Team Orders' }).isChecked()).toBe(true);
    await page.reload();
    await visible(rowOf(page, 'Deck for the lake house'));
    await hidden(rowOf(page, 'Front porch'));
    expect(await page.getByRole('searchbox', { name: 'Search orders' }).inputValue()).toBe('deck');

    await page.goto('/account/tickets');
    await visible(page.getByRole('button', { name: 'Invoice question', exact: true }));
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill('hums');
    await expect.poll(() => params(page)).toEqual({ q: 'hums' });
    await hidden(page.getByRole('button', { name: 'Invoice question', exact: true }));
    await visible(page.getByRole('button', { name: 'Motor hums', exact: true }));
    await shot(page, `lists-dealer-tickets-${width}`);
    await expectAccessible(page, `lists-dealer-tickets-${width}`);
    await page.close();
  });

  it("an administrator's filter by a person's name and status survives Back and a shared link", async () => {
    const page = await pages.newPage(viewport);
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/orders');
    await visible(rowOf(page, 'Front porch'));
    await page.getByRole('textbox', { name: 'Dealer name' }).fill('teamwork');
    await expect.poll(() => params(page)).toEqual({ q: 'teamwork' });
    await visible(rowOf(page, 'Deck for the lake house'));
    await hidden(rowOf(page, 'Front porch'));
    await choose(page, page, 'Order status', 'Submitted');
    await expect.poll(() => params(page)).toEqual({ q: 'teamwork', status: 'SUBMITTED' });
    await visible(rowOf(page, 'Deck for the lake house'));
    await shot(page, `lists-admin-orders-${width}`);
    await expectAccessible(page, `lists-admin-orders-${width}`);
    const listUrl = page.url();

    await page.getByRole('link', { name: 'Deck for the lake house', exact: true }).click();
    await page.waitForURL(/\/store\?order=/);
    await page.goBack();
    await page.waitForURL(listUrl);
    await visible(rowOf(page, 'Deck for the lake house'));
    expect(await page.getByRole('textbox', { name: 'Dealer name' }).inputValue()).toBe('teamwork');

    if (width === 'desktop') {
      // The link, opened in another tab, shows the same list.
      const shared = await pages.newPage(viewport);
      await signIn(shared, admin.email, admin.password);
      await shared.goto(listUrl);
      await visible(rowOf(shared, 'Deck for the lake house'));
      await hidden(rowOf(shared, 'Front porch'));
      expect(await shared.getByRole('combobox', { name: 'Order status' }).inputValue()).toBe('Submitted');
      await shared.close();
    }
    await page.close();
  });

  it('a long name in the header ends in an ellipsis inside its button, the page never scrolls sideways, and the menu shows it whole', async () => {
    const page = await pages.newPage(viewport);
    await signIn(page, bart.email, bart.password);
    await page.goto('/account/orders');
    const menuButton = page.getByRole('banner').getByRole('button', { name: bartName, exact: true });
    await visible(menuButton);
    const box = await menuButton.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    const layout = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: Box } }).document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
    // The name's own box cuts it with an ellipsis (at 390 px it is wider than the button).
    const name = menuButton.getByText(bartName, { exact: true });
    const cut = await name.evaluate((el: Box) => ({
      overflow: (globalThis as unknown as { getComputedStyle(el: Box): { textOverflow: string } }).getComputedStyle(el).textOverflow,
      cut: el.scrollWidth > el.clientWidth,
    }));
    expect(cut.overflow).toBe('ellipsis');
    if (width === 'phone') expect(cut.cut).toBe(true);
    await shot(page, `lists-long-name-header-${width}`);
    await menuButton.click();
    await visible(page.getByRole('menu').getByText(bartName, { exact: true }));
    await shot(page, `lists-long-name-menu-${width}`);
    await expectAccessible(page, `lists-long-name-menu-${width}`);
    await page.close();
  });
});
