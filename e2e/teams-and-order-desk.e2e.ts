import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { formatMoney } from '@portal/domain/money/money';
import { retailUnitCents } from '@portal/domain/quotes/retail-prices';
import { shot, viewports } from './support/browser';
import { launchPages, type JourneyPages } from './support/pages';
import { startPortal, type PortalServer } from './support/portal-server';
import { approvedDealer, field, signIn } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { restCall, tokenFor } from './support/rest';
import { choose } from './support/select';
import { hidden, visible } from './support/waits';

/**
 * Issue 32's journey: a team administrator on a phone invites a salesperson, who registers from
 * the mail, configures a screen and adds a part, reads only retail prices (the dealer's × the team's markups), saves an order without
 * being offered Submit and makes a customer quote from it; a buyer's order above the team's
 * spending approval waits for the team administrator, who approves it on the phone; the portal
 * administrator at 1440 px finds it on the dashboard, approves it with a promise date and moves a line to In production; the
 * buyer reads both on a phone. Axe on each new page and dialog.
 */
const admin = { email: 'admin@teams.test', password: 'admin-password' };
const tara = { fname: 'Tara', lname: 'Teamlead', location: 'Shade Masters', email: 'tara@teams.test', password: 'dealer-password' };
const bob = { fname: 'Bob', lname: 'Buyer', location: 'Shade Masters', email: 'bob@teams.test', password: 'dealer-password' };
const sam = { fname: 'Sam', lname: 'Seller', email: 'sam@teams.test', password: 'seller-password' };
const bigOrder = 'Lakeside remotes';
const remotes = { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 4 };

let portal: PortalServer;
let pages: JourneyPages;
const api = (method: string, path: string, body?: unknown, token?: string) => restCall(portal.baseUrl, method, path, body, token);

beforeAll(async () => {
  portal = await startPortal({ adminEmail: admin.email, adminPassword: admin.password, sampleCatalog: true });
  await approvedDealer(portal.baseUrl, admin, tara, 'C10000');
  await approvedDealer(portal.baseUrl, admin, bob, 'C10000');
  const adminToken = await tokenFor(portal.baseUrl, admin);
  const found = (await api('GET', `/api/admin/users?filter=${encodeURIComponent(tara.email)}`, undefined, adminToken)).items as { _id: string }[];
  await api('PUT', `/api/admin/users/${found[0]!._id}`, { isTeamAdmin: true }, adminToken);
  pages = await launchPages(portal.baseUrl);
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
});

describe('a dealer team runs itself (issue 32)', () => {
  it('at 390 px the team administrator invites a salesperson and sets the spending approval; the salesperson registers and saves, no Submit', async () => {
    const page = await pages.newPage(viewports.phone);
    await signIn(page, tara.email, tara.password);
    await page.goto('/account/team');
    const invite = page.getByRole('form', { name: 'Invite a colleague' });
    await visible(invite);
    await field(page, 'Email').fill(sam.email);
    await choose(invite, page, 'Role', 'Sales');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await visible(page.getByRole('list', { name: 'Open invitations' }).getByText(sam.email));
    const limits = page.getByRole('form', { name: 'Spending approval' });
    await limits.getByRole('textbox', { name: 'USD limit' }).fill('10');
    await limits.getByRole('button', { name: 'Save spending approval' }).click();
    await expect
      .poll(async () => (await api('GET', '/api/team', undefined, await tokenFor(portal.baseUrl, tara))).approvalLimits)
      .toEqual({ USD: 10, CAD: null });
    await shot(page, '32-team-phone');
    await expectAccessible(page, 'team-phone');

    let link: string | undefined;
    await expect
      .poll(async () => {
        link = (await listOutboxFor(portal.db.db, sam.email))
          .find((m) => m.text.includes('/register?invitation='))
          ?.text.match(/http\S+\/register\?invitation=\S+/)?.[0];
        return link;
      })
      .toBeDefined();
    const joining = await pages.newPage(viewports.phone);
    await joining.goto(link!);
    await visible(joining.getByText('Join Shade Masters', { exact: false }));
    await field(joining, 'First name').fill(sam.fname);
    await field(joining, 'Last name').fill(sam.lname);
    await joining.getByLabel(/^Password/).fill(sam.password);
    await joining.getByLabel(/^Confirm password/).fill(sam.password);
    await expectAccessible(joining, 'invited-register-phone');
    await joining.getByRole('button', { name: 'Create account' }).click();
    await joining.waitForURL(/\/login/);

    // The team's markups, as Tara's Quote settings save them: a salesperson's prices are the dealer's × these.
    const markups = { screens: 1.35, roofs: 1.2, parts: 1.5 };
    const company = { name: 'Shade Masters', address: '1 Lake Rd', phone: '555-0100', email: 'quotes@shademasters.test' };
    await api('PUT', '/api/quotes/settings', { markups, company, allowBelowCost: false }, await tokenFor(portal.baseUrl, tara));

    await signIn(joining, sam.email, sam.password);
    await joining.goto('/store');
    // A screen as the form starts it, named: its price shows only in the cart, at retail.
    await field(joining, 'Screen Name').fill('Porch screen');
    await visible(joining.getByText('Retail prices show in the cart'));
    await joining.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await visible(joining.locator('section[aria-label="Retractable Screens"]').getByText('Porch screen'));
    await joining.getByRole('tab', { name: 'Parts & Extras' }).click();
    const remote = joining.getByTestId('part-Handheld Remote');
    await choose(remote, joining, 'Channels', '5');
    await choose(remote, joining, 'Color', 'White');
    await remote.getByRole('button', { name: 'Add to Cart: Handheld Remote' }).click();
    const cart = joining.getByRole('region', { name: 'Cart', exact: true });
    await visible(cart.getByTestId('cart-estimate'));
    // The remote costs the dealer 57.80 (tier Gold); Sam reads the retail price, 57.80 × 1.5, and never the cost.
    await visible(cart.getByText('$86.70').first());
    // The tab shown says so too (the screen form, opened first, stays mounted and hidden).
    await visible(joining.getByRole('tabpanel', { name: 'Parts & Extras' }).getByText('Retail prices show in the cart'));
    expect(await joining.getByText('$57.80').count()).toBe(0);
    await cart.getByRole('button', { name: 'Continue' }).click();
    const dialog = joining.getByRole('dialog', { name: 'Save Order' });
    await visible(dialog.getByText('A salesperson saves the order; a buyer or the team administrator submits it.'));
    expect(await dialog.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await expectAccessible(joining, 'sales-order-dialog-phone');
    await shot(joining, '32-sales-save-only-phone');
    await field(joining, 'Order Name').fill('Porch remote');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await joining.waitForURL('**/account**');

    // The dealer's prices of the order, as its team administrator reads them: Sam's pages never show them.
    const saved = (
      (await api('GET', '/api/orders/teamorders?search=Porch', undefined, await tokenFor(portal.baseUrl, tara))).items as {
        screens: { priceCents: number }[];
        parts: { priceCents: number }[];
      }[]
    )[0]!;
    const dealerScreen = saved.screens[0]!.priceCents;
    expect(saved.parts[0]!.priceCents).toBe(5780);
    const retailTotal = formatMoney(retailUnitCents(dealerScreen, markups.screens) + retailUnitCents(5780, markups.parts), 'USD');
    expect(await joining.getByText(formatMoney(dealerScreen, 'USD')).count()).toBe(0);

    // A customer quote from the saved order: at the team's markups, which Sam neither sees nor sets. On a phone the row's actions are in its details.
    await joining.getByRole('button', { name: 'Show details of Porch remote' }).click();
    await joining.getByRole('button', { name: 'Quote Porch remote' }).click();
    const quoting = joining.getByRole('dialog');
    await field(joining, 'Customer name').fill('Pat Homeowner');
    expect(await quoting.getByText(/markup/i).count()).toBe(0);
    await quoting.getByRole('button', { name: 'Make the quote' }).click();
    await visible(quoting.getByText(`for Pat Homeowner: ${retailTotal}`, { exact: false }));
    await expectAccessible(joining, 'sales-quote-made-phone');
    await quoting.getByRole('link', { name: 'Open in Quotes' }).click();
    await visible(joining.getByText('Pat Homeowner').first());
    expect(await joining.getByText('$57.80').count()).toBe(0);
    expect(await joining.getByText(formatMoney(dealerScreen, 'USD')).count()).toBe(0);
    expect(await joining.getByText(/your cost|margin/i).count()).toBe(0);
    await shot(joining, '32-sales-quote-phone');
  });

  it("a buyer's order above the amount waits for the team administrator, who approves it on a phone", async () => {
    const bobToken = await tokenFor(portal.baseUrl, bob);
    const order = await api('POST', '/api/orders', { orderName: bigOrder, status: 'SUBMITTED', cart: { parts: [remotes] } }, bobToken);
    expect(order.status).toBe('AWAITING_DEALER_APPROVAL');

    const page = await pages.newPage(viewports.phone);
    await signIn(page, tara.email, tara.password);
    await page.goto('/account/orders');
    await page.getByRole('radio', { name: 'Team Orders' }).click();
    await page.getByRole('button', { name: `Show details of ${bigOrder}` }).click();
    await visible(page.getByText("Above your team's spending approval", { exact: false }));
    await expectAccessible(page, 'dealer-approval-phone');
    await shot(page, '32-dealer-approval-phone');
    await page.getByRole('button', { name: 'Approve and submit' }).click();
    await expect.poll(async () => (await api('GET', `/api/orders/${String(order._id)}`, undefined, bobToken)).status).toBe('SUBMITTED');
  });

  it('at 1440 px the administrator finds it on the dashboard, approves it with a promise date, moves a line into production; the buyer sees both', async () => {
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, admin.email, admin.password);
    // The administrator lands on the dashboard: the order the team approved waits there, a link to its list.
    const toApprove = page.getByTestId('waiting-ordersToApprove');
    await expect.poll(() => toApprove.textContent()).toBe('1Orders to approve');
    await shot(page, '32-dashboard-desktop');
    await expectAccessible(page, 'dashboard-desktop');
    await toApprove.click();
    await page.waitForURL(/\/admin\/orders\?status=SUBMITTED/);
    await page.getByRole('button', { name: `Approve ${bigOrder}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Process Order' });
    const promise = dialog.getByLabel('Promised ship date', { exact: false });
    await expect.poll(() => promise.inputValue()).toMatch(/^\d{4}-\d\d-\d\d$/);
    await promise.fill('2031-03-14');
    await expectAccessible(page, 'process-order-promise-desktop');
    await dialog.getByRole('button', { name: 'Approve Order' }).click();
    // The approval is answered before the page moves on: leaving at once could cancel it, or list the orders before it (CI failed there once).
    await hidden(dialog);
    await page.goto('/admin/orders?status=APPROVED');
    await page.getByRole('button', { name: `Show details of ${bigOrder}` }).click();
    await visible(page.getByText('Fri, Mar 14, 2031'));
    // Mantine names the listbox after the field too: the field is the input.
    const production = page.locator('input[aria-label^="Production of"]').first();
    await production.click();
    await page.getByRole('option', { name: 'In production' }).click();
    await expect.poll(() => production.inputValue()).toBe('In production');
    await shot(page, '32-order-desk-desktop');
    await expectAccessible(page, 'order-desk-desktop');

    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, bob.email, bob.password);
    await phone.goto('/account/orders');
    await phone.getByRole('button', { name: `Show details of ${bigOrder}` }).click();
    await visible(phone.getByText('Fri, Mar 14, 2031'));
    await visible(phone.getByText(/^In production · /));
    await shot(phone, '32-promise-and-production-phone');
    await expectAccessible(phone, 'promise-and-production-phone');
  });
});
