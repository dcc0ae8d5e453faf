import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { shot, viewports } from './support/browser';
import { launchPages, type JourneyPages } from './support/pages';
import { startPortal, type PortalServer } from './support/portal-server';
import { approvedDealer, signIn } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { choose } from './support/select';
import { restCall, tokenFor, restScreen } from './support/rest';
import { visible, hidden, closeDialog } from './support/waits';

/**
 * Issue 17's journey: a dealer on a phone files a warranty request with two commented sub-items
 * (one of the screen's list, one of the roof's) on a shipped order, then an Urgent ticket; an
 * administrator on a desktop moves both to In Progress, replies to the ticket and closes both;
 * the dealer sees Closed, the staff reply in the conversation (opened from the mailed link) and
 * has the mails. The lists and dialogs are pictured at 390 and 1440 px; every page and dialog
 * passes axe (WCAG 2 A/AA).
 */
const admin = { email: 'admin@warranty.test', password: 'admin-password' };
const dealer = { fname: 'Wes', lname: 'Warren', location: 'Shade Masters', email: 'wes@warranty.test', password: 'dealer-password' };
const orderName = 'Lakeside deck';
const screenName = 'Deck east';
const roofName = 'Deck roof';
const warrantyMessage = 'Both arrived damaged in the shipment of last week.';
const ticket = { name: 'Motor stopped on a new install', message: 'The customer cannot close the screen; please call me today.' };
const staffReply = 'A technician will call you within the hour.';

let portal: PortalServer;
let pages: JourneyPages;
/** The numbers people quote, read from the API once the dealer has filed them. */
let warranty: { _id: string; warrantyId: string };
let filedTicket: { _id: string; ticketId: number };

/** A status badge shows its whole word at this width (not 'CLOS…'). */
const wholeWord = (label: Locator) => label.evaluate((el: { scrollWidth: number; clientWidth: number }) => el.scrollWidth <= el.clientWidth);

const api = (method: string, path: string, body?: unknown, token?: string) => restCall(portal.baseUrl, method, path, body, token);
const tokenOf = (who: { email: string; password: string }) => tokenFor(portal.baseUrl, who);

/** A screen and a roof, as the REST body carries them (docs/api.md): submitted by the dealer, approved and shipped by the administrator. */
async function shippedOrder() {
  const screen = restScreen(screenName);
  const cart = { screens: [screen], roofs: [{ ...workedRoofA, roofName }], parts: [] };
  const submitted = await api('POST', '/api/orders', { orderName, status: 'SUBMITTED', cart }, await tokenOf(dealer));
  const adminToken = await tokenOf(admin);
  await api('POST', '/api/orders', { _id: submitted._id, orderName, status: 'APPROVED', cart }, adminToken);
  const shipped = await api(
    'PATCH',
    `/api/orders/${String(submitted._id)}`,
    { status: 'Shipped', shippingAgent: 'FedEx', trackingNumber: '794600000017' },
    adminToken,
  );
  expect(shipped.status).toBe('Shipped');
}

const subjectsFor = async (to: string) => (await listOutboxFor(portal.db.db, to)).map((m) => m.subject);

beforeAll(async () => {
  portal = await startPortal({ adminEmail: admin.email, adminPassword: admin.password, sampleCatalog: true });
  await approvedDealer(portal.baseUrl, admin, dealer, 'C10000');
  await shippedOrder();
  pages = await launchPages(portal.baseUrl);
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
});

describe('warranty requests and support tickets, from the dealer to staff and back', () => {
  it('a dealer on a phone files a warranty request with two commented sub-items on the shipped order', async () => {
    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, dealer.email, dealer.password);
    await phone.goto('/account/warranties');
    await visible(phone.getByText('You have no warranty requests yet.'));
    await expect.poll(() => phone.title()).toBe('Warranties · Account · Dealer Portal');
    await expectAccessible(phone, 'dealer-warranties-empty-phone');

    await phone.getByRole('button', { name: 'New Warranty' }).click();
    const dialog = phone.getByRole('dialog', { name: 'New Warranty' });
    await visible(dialog);
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await choose(dialog, phone, 'Order', new RegExp(`^${orderName} .*Shipped`));
    const screenLine = dialog.getByRole('checkbox', { name: `Screen: ${screenName}` });
    await visible(screenLine);
    await screenLine.check();
    // Each line offers its own list: a screen's Housing, a roof's Blade.
    await dialog.getByRole('checkbox', { name: 'Housing', exact: true }).check();
    expect(await dialog.getByRole('checkbox', { name: 'Blade', exact: true }).count()).toBe(0);
    await dialog.getByRole('checkbox', { name: `Roof: ${roofName}` }).check();
    await dialog.getByRole('checkbox', { name: 'Blade', exact: true }).check();
    await dialog.getByRole('textbox', { name: 'Housing comment' }).fill('Dented at the left end');
    await dialog.getByRole('textbox', { name: 'Message' }).fill(warrantyMessage);
    // A ticked sub-item without a comment keeps Save disabled.
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Blade comment' }).fill('Three blades scratched');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await expectAccessible(phone, 'new-warranty-dialog-phone');
    await shot(phone, '40-new-warranty-phone');
    await save.click();
    await visible(phone.getByText('Warranty Request submitted'));
    await hidden(dialog);

    const row = phone.getByRole('row').filter({ hasText: orderName });
    await visible(row.getByText('New', { exact: true }));
    const mine = (await api('GET', '/api/warranty/mywarranties', undefined, await tokenOf(dealer))).items as {
      _id: string;
      warrantyId: string;
      itemsCount: number;
    }[];
    expect(mine).toHaveLength(1);
    expect(mine[0]!.itemsCount).toBe(2);
    warranty = mine[0]!;
    await visible(row.getByText(/2 items/));
    await expectAccessible(phone, 'dealer-warranties-phone');
    await shot(phone, '41-dealer-warranties-phone');

    await row.getByRole('button', { name: `${warranty.warrantyId} · ${orderName}` }).click();
    const view = phone.getByRole('dialog', { name: `Warranty Request ${warranty.warrantyId}` });
    await visible(view.getByText('Dented at the left end'));
    await visible(view.getByText('Three blades scratched'));
    await expectAccessible(phone, 'warranty-view-dialog-phone');
    await shot(phone, '42-warranty-view-phone');
    await closeDialog(phone, view);

    const desktop = await pages.newPage(viewports.desktop);
    await signIn(desktop, dealer.email, dealer.password);
    await desktop.goto('/account/warranties');
    const desktopRow = desktop.getByRole('row').filter({ hasText: warranty.warrantyId });
    await visible(desktopRow.getByText('New', { exact: true }));
    await expectAccessible(desktop, 'dealer-warranties-desktop');
    await shot(desktop, '43-dealer-warranties-desktop');
    await desktop.getByRole('button', { name: 'New Warranty' }).click();
    const newDialog = desktop.getByRole('dialog', { name: 'New Warranty' });
    await choose(newDialog, desktop, 'Order', new RegExp(`^${orderName} `));
    await newDialog.getByRole('checkbox', { name: `Screen: ${screenName}` }).check();
    await visible(newDialog.getByRole('checkbox', { name: 'Housing', exact: true }));
    await expectAccessible(desktop, 'new-warranty-dialog-desktop');
    await shot(desktop, '44-new-warranty-desktop');
    await newDialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(newDialog);
    await desktop.getByRole('button', { name: `View ${warranty.warrantyId}` }).click();
    const desktopView = desktop.getByRole('dialog', { name: `Warranty Request ${warranty.warrantyId}` });
    await visible(desktopView.getByText(warrantyMessage));
    await expectAccessible(desktop, 'warranty-view-dialog-desktop');
    await shot(desktop, '45-warranty-view-desktop');
  });

  it('the dealer files an Urgent ticket, mailed to the support address at once', async () => {
    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, dealer.email, dealer.password);
    await phone.goto('/account/tickets');
    await visible(phone.getByText('You have no tickets yet.', { exact: false }));
    await expect.poll(() => phone.title()).toBe('Tickets · Account · Dealer Portal');
    await expectAccessible(phone, 'dealer-tickets-empty-phone');

    await phone.getByRole('button', { name: 'New Ticket' }).click();
    const dialog = phone.getByRole('dialog', { name: 'New Ticket' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await visible(dialog.getByText('Please fill in all fields').first());
    await expectAccessible(phone, 'new-ticket-errors-phone');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(ticket.name);
    await choose(dialog, phone, 'Type', 'Urgent');
    await dialog.getByRole('textbox', { name: 'Message' }).fill(ticket.message);
    await expectAccessible(phone, 'new-ticket-dialog-phone');
    await shot(phone, '46-new-ticket-phone');
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await visible(phone.getByText(/^Ticket #\d+ submitted$/));
    await hidden(dialog);

    const row = phone.getByRole('row').filter({ hasText: ticket.name });
    await visible(row.getByText('New', { exact: true }));
    await visible(phone.getByText('New 1', { exact: true }));
    const mine = (await api('GET', '/api/tickets/mytickets', undefined, await tokenOf(dealer))).items as {
      _id: string;
      ticketId: number;
      ticketType: string;
    }[];
    expect(mine.map((t) => t.ticketType)).toEqual(['Urgent']);
    filedTicket = mine[0]!;
    await visible(row.getByText(`#${filedTicket.ticketId} · Urgent`, { exact: false }));
    await expectAccessible(phone, 'dealer-tickets-phone');
    await shot(phone, '47-dealer-tickets-phone');

    const support = portal.config.SUPPORT_EMAIL;
    await expect
      .poll(() => subjectsFor(support))
      .toContainEqual(expect.stringMatching(new RegExp(`^Urgent ticket #${filedTicket.ticketId}: ${ticket.name} \\(`)));

    const desktop = await pages.newPage(viewports.desktop);
    await signIn(desktop, dealer.email, dealer.password);
    await desktop.goto('/account/tickets');
    await visible(desktop.getByRole('row').filter({ hasText: ticket.name }).getByText('Urgent', { exact: true }));
    await expectAccessible(desktop, 'dealer-tickets-desktop');
    await shot(desktop, '48-dealer-tickets-desktop');
    await desktop.getByRole('button', { name: `View ${ticket.name}` }).click();
    const view = desktop.getByRole('dialog', { name: 'Ticket' });
    await visible(view.getByText(ticket.message));
    await expectAccessible(desktop, 'ticket-view-dialog-desktop');
    await shot(desktop, '49-ticket-view-desktop');
  });

  it('an administrator moves both to In Progress, replies to the ticket, then closes both', async () => {
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/warranties');
    const warrantyRow = page.getByRole('row').filter({ hasText: warranty.warrantyId });
    await visible(warrantyRow.getByText('New', { exact: true }));
    await visible(warrantyRow.getByText(`${dealer.fname} ${dealer.lname}`));
    await expect.poll(() => page.title()).toBe('Warranties · Admin · Dealer Portal');
    await expectAccessible(page, 'admin-warranties-desktop');
    await shot(page, '50-admin-warranties-desktop');

    const setWarrantyStatus = async (status: string, picture?: string) => {
      await page.getByRole('button', { name: `Edit ${warranty.warrantyId}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit Warranty Request ${warranty.warrantyId}` });
      await visible(edit.getByText('Dented at the left end'));
      await choose(edit, page, 'Status', status);
      if (picture) {
        await expectAccessible(page, 'edit-warranty-dialog-desktop');
        await shot(page, picture);
      }
      await edit.getByRole('button', { name: 'Save', exact: true }).click();
      await visible(page.getByText('Warranty updated Successfully'));
      await hidden(edit);
      await visible(warrantyRow.getByText(status, { exact: true }));
    };
    await setWarrantyStatus('In Progress', '51-edit-warranty-desktop');

    await page.goto('/admin/tickets');
    await expect.poll(() => page.title()).toBe('Tickets · Admin · Dealer Portal');
    const ticketRow = page.getByRole('row').filter({ hasText: ticket.name });
    await visible(ticketRow.getByText('New', { exact: true }));
    await visible(page.getByText('Open 1', { exact: true }));
    await expectAccessible(page, 'admin-tickets-desktop');
    await shot(page, '52-admin-tickets-desktop');

    await page.getByRole('button', { name: `View ${ticket.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Ticket' });
    await visible(dialog.getByText(ticket.message));
    const setTicketStatus = async (status: string) => {
      await choose(dialog, page, 'Status', status);
      await dialog.getByRole('button', { name: 'Save Status' }).click();
      await visible(page.getByText('Ticket updated'));
      await visible(dialog.getByText(status, { exact: true }));
    };
    await setTicketStatus('In Progress');
    await dialog.getByRole('textbox', { name: 'Reply' }).fill(staffReply);
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    const conversation = dialog.getByRole('list', { name: 'Conversation' });
    await visible(conversation.getByText(staffReply));
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Reply' }).inputValue()).toBe('');
    await expectAccessible(page, 'ticket-view-dialog-admin-desktop');
    await shot(page, '53-ticket-reply-desktop');
    await setTicketStatus('Closed');
    await visible(dialog.getByText('This ticket is closed: reopen it to reply.'));
    await closeDialog(page, dialog);
    await visible(ticketRow.getByText('Closed', { exact: true }));
    await visible(page.getByText('Closed 1', { exact: true }));

    await page.goto('/admin/warranties');
    await visible(warrantyRow.getByText('In Progress', { exact: true }));
    await setWarrantyStatus('Closed');

    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, admin.email, admin.password);
    await phone.goto('/admin/warranties');
    const closedWarranty = phone.getByRole('row').filter({ hasText: warranty.warrantyId }).getByText('Closed', { exact: true });
    await visible(closedWarranty);
    expect(await wholeWord(closedWarranty)).toBe(true);
    await expectAccessible(phone, 'admin-warranties-phone');
    await shot(phone, '54-admin-warranties-phone');
    await phone.getByRole('button', { name: `Edit ${warranty.warrantyId}` }).click();
    const edit = phone.getByRole('dialog', { name: `Edit Warranty Request ${warranty.warrantyId}` });
    await visible(edit.getByText('Three blades scratched'));
    await expectAccessible(phone, 'edit-warranty-dialog-phone');
    await shot(phone, '55-edit-warranty-phone');
    await closeDialog(phone, edit);
    await phone.goto('/admin/tickets');
    const closedTicket = phone.getByRole('row').filter({ hasText: ticket.name }).getByText('Closed', { exact: true });
    await visible(closedTicket);
    expect(await wholeWord(closedTicket)).toBe(true);
    await expectAccessible(phone, 'admin-tickets-phone');
    await shot(phone, '56-admin-tickets-phone');
    await phone.getByRole('button', { name: ticket.name, exact: true }).click();
    const phoneDialog = phone.getByRole('dialog', { name: 'Ticket' });
    await visible(phoneDialog.getByText(staffReply));
    await expectAccessible(phone, 'ticket-view-dialog-admin-phone');
    await shot(phone, '57-ticket-view-admin-phone');
  });

  it('the dealer sees both Closed, the staff reply in the conversation, and has the mails', async () => {
    await expect
      .poll(() => subjectsFor(dealer.email))
      .toEqual(
        expect.arrayContaining([
          `Your warranty request ${warranty.warrantyId} is In Progress`,
          `Your warranty request ${warranty.warrantyId} is Closed`,
          `Your ticket #${filedTicket.ticketId} is now In Progress`,
          `New reply to your ticket #${filedTicket.ticketId}: ${ticket.name}`,
          `Your ticket #${filedTicket.ticketId} is now Closed`,
        ]),
      );
    await expect
      .poll(() => subjectsFor(admin.email))
      .toContainEqual(expect.stringMatching(new RegExp(`^Warranty request ${warranty.warrantyId} filed: ${orderName}`)));
    const replyMail = (await listOutboxFor(portal.db.db, dealer.email)).find((m) => m.subject.startsWith('New reply'));
    expect(replyMail?.text).toContain(staffReply);
    const link = replyMail?.text.match(/http\S+\/account\/tickets\?ticket=\S+/)?.[0];
    expect(link).toBeDefined();

    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, dealer.email, dealer.password);
    await phone.goto('/account/warranties');
    const dealerClosed = phone.getByRole('row').filter({ hasText: orderName }).getByText('Closed', { exact: true });
    await visible(dealerClosed);
    expect(await wholeWord(dealerClosed)).toBe(true);
    await expectAccessible(phone, 'dealer-warranties-closed-phone');
    await shot(phone, '58-dealer-warranties-closed-phone');
    await phone.getByRole('button', { name: `${warranty.warrantyId} · ${orderName}` }).click();
    const view = phone.getByRole('dialog', { name: `Warranty Request ${warranty.warrantyId}` });
    const history = view.getByRole('list', { name: 'Status history' });
    await visible(history.getByText(/New → In Progress/));
    await visible(history.getByText(/In Progress → Closed/));
    await expectAccessible(phone, 'warranty-history-dialog-phone');
    await shot(phone, '59-warranty-history-phone');
    await closeDialog(phone, view);

    // The mailed link opens the ticket's conversation.
    await phone.goto(link!);
    const dialog = phone.getByRole('dialog', { name: 'Ticket' });
    const conversation = dialog.getByRole('list', { name: 'Conversation' });
    await visible(conversation.getByText(staffReply));
    await visible(conversation.getByText('Staff', { exact: true }));
    await visible(dialog.getByText('Closed', { exact: true }));
    await visible(dialog.getByText('This ticket is closed. File a new ticket if you still need help.'));
    await expectAccessible(phone, 'ticket-conversation-phone');
    await shot(phone, '60-ticket-conversation-phone');
    await closeDialog(phone, dialog);
    await visible(phone.getByRole('row').filter({ hasText: ticket.name }).getByText('Closed', { exact: true }));
    await visible(phone.getByText('Closed 1', { exact: true }));
    await expectAccessible(phone, 'dealer-tickets-closed-phone');
    await shot(phone, '61-dealer-tickets-closed-phone');

    const desktop = await pages.newPage(viewports.desktop);
    await signIn(desktop, dealer.email, dealer.password);
    await desktop.goto('/account/tickets');
    await visible(desktop.getByRole('row').filter({ hasText: ticket.name }).getByText('Closed', { exact: true }));
    await expectAccessible(desktop, 'dealer-tickets-closed-desktop');
    await shot(desktop, '62-dealer-tickets-closed-desktop');
    await desktop.goto('/account/orders');
    await desktop.getByRole('button', { name: `Show details of ${orderName}` }).click();
    await visible(desktop.getByText(new RegExp(`${warranty.warrantyId} · Closed · 2 items`)));
    await expectAccessible(desktop, 'dealer-order-warranties-desktop');
    await shot(desktop, '63-dealer-order-warranties-desktop');
    expect(pages.errors).toEqual([]);
  });
});
