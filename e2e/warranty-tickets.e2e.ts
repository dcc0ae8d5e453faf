import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
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
 * has the mails. The edit dialogs' links survive a reload, and an adjustment's evidence photos open
 * in the lightbox. The lists and dialogs are pictured at 390 and 1440 px; every page and dialog
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
let warranty: { _id: string; warrantyId: string; orderPortalNumber: string };
let filedTicket: { _id: string; ticketId: number };
/** The shipped order's id and its screen's, for the adjustment with evidence photos. */
const shipped = { orderId: '', screenId: '' };

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
  const done = await api(
    'PATCH',
    `/api/orders/${String(submitted._id)}`,
    { status: 'Shipped', shippingAgent: 'FedEx', trackingNumber: '794600000017' },
    adminToken,
  );
  expect(done.status).toBe('Shipped');
  shipped.orderId = String(submitted._id);
  const order = (await api('GET', `/api/orders/${shipped.orderId}`, undefined, await tokenOf(dealer))) as { screens: { screenId: string }[] };
  shipped.screenId = order.screens[0]!.screenId;
}

/** A PNG of one colour, as a phone's camera would send it (bigger than the 300 px preview). */
async function png(name: string, colour: string) {
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, bytes };
}

/** A multipart upload (field `files`), as docs/api.md describes it. */
async function uploadFiles(path: string, token: string, files: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: 'image/png' }), f.name);
  const res = await fetch(`${portal.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
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
    await choose(dialog, phone, 'Order', new RegExp(`^P-\\d{6,} ${orderName} .*Shipped`));
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
      orderPortalNumber: string;
      itemsCount: number;
    }[];
    expect(mine).toHaveLength(1);
    expect(mine[0]!.itemsCount).toBe(2);
    warranty = mine[0]!;
    await visible(row.getByText(/2 items/));
    await expectAccessible(phone, 'dealer-warranties-phone');
    await shot(phone, '41-dealer-warranties-phone');

    await row.getByRole('button', { name: `${warranty.warrantyId} · ${warranty.orderPortalNumber} ${orderName}` }).click();
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
    await choose(newDialog, desktop, 'Order', new RegExp(`^P-\\d{6,} ${orderName} `));
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

    // The edit dialog has a link of its own: opened from it, the form is there; closing drops it.
    await phone.goto(`/account/tickets?ticket=${filedTicket._id}&mode=edit`);
    const phoneEdit = phone.getByRole('dialog', { name: 'Edit Ticket' });
    await expect.poll(() => phoneEdit.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(ticket.name);
    await expectAccessible(phone, 'edit-ticket-link-phone');
    await shot(phone, '47a-edit-ticket-link-phone');
    await closeDialog(phone, phoneEdit);
    await expect.poll(() => new URL(phone.url()).search).toBe('');

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
    await closeDialog(desktop, view);

    // Edit puts its dialog in the address: a reload reopens it, Back closes it.
    await desktop.getByRole('button', { name: `Edit ${ticket.name}` }).click();
    const edit = desktop.getByRole('dialog', { name: 'Edit Ticket' });
    await visible(edit.getByRole('textbox', { name: 'Name', exact: true }));
    await expect.poll(() => new URL(desktop.url()).searchParams.get('mode')).toBe('edit');
    await desktop.reload();
    await expect.poll(() => edit.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(ticket.name);
    await expectAccessible(desktop, 'edit-ticket-reloaded-desktop');
    await shot(desktop, '49a-edit-ticket-reloaded-desktop');
    await desktop.goBack();
    await hidden(edit);
    await expect.poll(() => new URL(desktop.url()).searchParams.has('ticket')).toBe(false);
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

    // The edit dialog's link survives a reload; closing it drops the link.
    await page.getByRole('button', { name: `Edit ${warranty.warrantyId}` }).click();
    const linked = page.getByRole('dialog', { name: `Edit Warranty Request ${warranty.warrantyId}` });
    await visible(linked.getByText('Dented at the left end'));
    await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('edit');
    await page.reload();
    await visible(linked.getByText('Dented at the left end'));
    await shot(page, '51a-edit-warranty-reloaded-desktop');
    await closeDialog(page, linked);
    await expect.poll(() => new URL(page.url()).search).toBe('');

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
    await phone.reload();
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

  it('the evidence photos of an adjustment’s warranty open in the lightbox and step through', async () => {
    const dealerToken = await tokenOf(dealer);
    await api('PUT', '/api/admin/settings', { adjustmentsEnabled: true }, await tokenOf(admin));
    const adjustment = await api('POST', `/api/orders/${shipped.orderId}/adjustments`, { description: 'Lakeside repairs' }, dealerToken);
    const issue = await api(
      'POST',
      `/api/adjustments/${String(adjustment._id)}/issues`,
      { itemType: 'Screen', itemId: shipped.screenId, issueType: 'Bottom_Bar' },
      dealerToken,
    );
    await uploadFiles(`/api/issues/${String(issue._id)}/attachments`, dealerToken, [
      await png('bar-left.png', '#6b4f2a'),
      await png('bar-right.png', '#3d3d3d'),
    ]);
    await api('POST', `/api/issues/${String(issue._id)}/warranty`, { description: 'Product Arrived Damaged' }, dealerToken);

    for (const [size, viewport] of [
      ['phone', viewports.phone],
      ['desktop', viewports.desktop],
    ] as const) {
      const page = await pages.newPage(viewport);
      await signIn(page, dealer.email, dealer.password);
      await page.goto(`/account/adjustments/${String(adjustment._id)}`);
      const dialog = page.getByRole('dialog', { name: 'Order Adjustment' });
      await dialog.getByRole('tab', { name: /Retractable Screen\(s\)/ }).click();
      const card = dialog.getByRole('region', { name: 'Bottom Bar', exact: true });
      if (!(await card.isVisible())) await dialog.getByRole('button', { name: new RegExp(`^${screenName}`) }).click();
      await card.getByRole('button', { name: 'Open bar-left.png' }).click();
      const first = page.getByRole('dialog', { name: 'bar-left.png' });
      await visible(first.getByRole('img', { name: 'bar-left.png' }));
      await first.getByRole('button', { name: 'Next' }).click();
      const second = page.getByRole('dialog', { name: 'bar-right.png' });
      await visible(second.getByRole('img', { name: 'bar-right.png' }));
      await visible(second.getByRole('link', { name: 'Open original' }));
      await expectAccessible(page, `evidence-lightbox-${size}`);
      await shot(page, `57a-evidence-lightbox-${size}`);
      await page.keyboard.press('ArrowRight');
      await visible(first.getByRole('img', { name: 'bar-left.png' }));
      await closeDialog(page, first);
      await visible(card.getByRole('button', { name: 'Open bar-right.png' }));
    }
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
      .toContainEqual(expect.stringMatching(new RegExp(`^Warranty request ${warranty.warrantyId} filed: P-\\d{6,} ${orderName}`)));
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
    await phone.getByRole('button', { name: `${warranty.warrantyId} · ${warranty.orderPortalNumber} ${orderName}` }).click();
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
