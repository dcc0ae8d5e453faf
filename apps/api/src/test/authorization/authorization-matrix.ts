import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { partsCart, remote } from '../../modules/orders/orders-test-kit';
import { admins, dataAdmins, everyone, nobody, pricingAdmins, signedIn, store, superAdmins, transferChoosers, type Roles } from './matrix-roles';
import type { Cell, MatrixRow, Probe } from './matrix-row';
import type { ObjectName } from './matrix-roles';
import { multipart, pngBytes } from '../../modules/adjustments/adjustments-test-kit';

/** Every account an administrator approved (portal.md §6: the library is theirs to read). */
const approved: Roles = signedIn.filter((role) => role !== 'unapproved' && role !== 'signedOut');

/**
 * The authorization matrix (issue 16): one row for every REST path and tRPC procedure, saying who
 * portal.md §6 lets through and, where the request names an order, an account or a customer,
 * which of them (own, team's, another customer's). authorization-matrix.test.ts calls every row
 * as every role about every object; a route or procedure without a row fails it.
 *
 * A new path adds its row here: `key` as the OpenAPI document writes the path (or
 * `trpc:<router>.<procedure>`), `allow` from the specification (never from what the code does),
 * `object` when the request names one, and `probe`: a valid request.
 */

const restPart = { family: remote.family, options: remote.options, quantity: remote.quantity };
const newAccount = (cell: Cell) => ({ fname: 'New', lname: 'Dealer', location: 'Matrix', email: cell.fixtures.newEmail(), password: 'password123' });
const rejection = { reason: 'Wrong colour' };
const shipment = { shippingAgent: 'UPS', trackingNumber: '1Z999' };
const flipCorporation = async (cell: Cell) => ({ isCorporation: !(await cell.fixtures.isCorporation(cell.id)) });
const customerTier = async (cell: Cell) => ({ bcCustomersToUpdate: [{ bc_customer_id: cell.id, customerTier: await cell.fixtures.tierOtherThanCurrent(cell.id) }] });
const newTier = (cell: Cell) => ({ customerTierName: `Matrix ${cell.fixtures.unique()}`, customerTierRate: 0.9 });

/** A list shows only what the caller may see: their own orders, or their team's. */
const onlyOwn = (body: unknown, cell: Cell) => {
  const foreign = (body as { items: { _id: string; user: string | null }[] }).items.filter((o) => o.user !== cell.selfId);
  return foreign.length ? `lists orders of other accounts: ${foreign.map((o) => o._id).join(', ')}` : undefined;
};
const onlyTeam = (body: unknown, cell: Cell) => {
  const customer = cell.fixtures.self(cell.role).customer;
  const foreign = (body as { items: { _id: string; userDetails: { bc_customer_id: string | null } }[] }).items.filter((o) => o.userDetails.bc_customer_id !== customer);
  return foreign.length ? `lists orders of another customer: ${foreign.map((o) => o._id).join(', ')}` : undefined;
};
const trpcPage = (leaks: (body: unknown, cell: Cell) => string | undefined) => (body: unknown, cell: Cell) => leaks((body as { result: { data: unknown } }).result.data, cell);

/** The objects an order action names: its owner, a team member and administrators see an order; another customer's dealer does not (404). */
const seeOrder = { own: store, team: store, another: admins };
/** Changing or deleting: the owner of the order or an administrator ("Dealers see ... team orders ... (view mode)"). */
const changeOrder = { own: store, team: admins, another: admins };
/** Reject and ship: administrators only, whoever's the order. */
const processOrder = { own: admins, team: admins, another: admins };

/** Tickets (issue 17): the dealer who filed it, the team (view only) and administrators see one; another customer's dealer does not (404). */
const seeTicket = { own: store, team: store, another: admins };
/** Name and message: the dealer who filed it (an administrator too, of a ticket they filed), while New. */
const editTicket = { own: store, team: nobody, another: nobody };
/** Administrators see every ticket: refusing them an edit of a dealer's words hides nothing (403, not 404). */
const adminsMayNotEdit = admins.map((role) => ({ role, object: 'another' as const, status: 403, why: 'Only the dealer who filed the ticket can change its name and message' }));
/** Replies: the dealer who filed it and staff; the team views only. */
const replyTicket = { own: store, team: admins, another: admins };
/** The status: administrators, whoever's the ticket. */
const processTicket = { own: admins, team: admins, another: admins };
const newTicket = { ticketName: 'Matrix', ticketType: 'Support', ticketMessage: 'Help' };

/** Warranty requests (issue 17): dealers file on their own or their team's approved or shipped orders; administrators do not file. */
const dealers: Roles = store.filter((role) => !admins.includes(role));
const fileWarranty = { own: dealers, team: dealers, another: nobody };
/** Administrators see every order: refusing them a filing hides nothing (403, not 404). */
const adminsDoNotFile = admins.map((role) => ({ role, object: 'another' as const, status: 403, why: 'Warranty requests are filed by the dealer of the order' }));
const warrantyOrder = { kind: 'order', state: 'APPROVED', lines: 'screen' } as const;
const newWarranty = async (cell: Cell) => ({
  order: cell.id,
  warrantyMessage: 'Matrix warranty',
  warrantyItems: [{ itemId: await cell.fixtures.screenLineOf(cell.id), subItems: ['Housing'], comments: { Housing: 'Dented' } }],
});
/** The new-warranty dialog's orders: the caller's customer's only. */
const onlyTeamOrders = (body: unknown, cell: Cell) => {
  const customer = cell.fixtures.self(cell.role).customer;
  const foreign = (body as { items: { _id: string; customerId: string }[] }).items.filter((o) => o.customerId !== customer);
  return foreign.length ? `offers orders of another customer: ${foreign.map((o) => o._id).join(', ')}` : undefined;
};
/** The dealer who filed it, the team and administrators see a request; another customer's dealer does not (404). */
const seeWarranty = { own: store, team: store, another: admins };
/** Status and message: administrators, whoever's the request. */
const processWarranty = { own: admins, team: admins, another: admins };

/**
 * Order adjustments (issue 19, docs/decisions/adjustments.md): the dealer who owns one and their team are the
 * requesters, administrators the reviewers; another customer's dealer hears 404. The fixtures'
 * adjustments are Draft: a reviewer's edits are refused then by a state rule (409), a
 * requester-only action by role (403) — administrators see every adjustment, so their refusal
 * hides nothing.
 */
const seeAdjustment = { own: store, team: store, another: admins };
const requesterAction = { own: dealers, team: dealers, another: nobody };
const adminsRefused = (status: number, why: string, objects: ObjectName[] = ['own', 'team', 'another']) => admins.flatMap((role) => objects.map((object) => ({ role, object, status, why })));
const reviewerLockedInDraft = adminsRefused(409, 'A reviewer changes requests only while the adjustment is under review');
/** An image path on a dealer's draft issue: a reviewer sees only requests sent to them, so the issue does not exist for them (issue 26). */
const hiddenFromReviewers = adminsRefused(404, 'A reviewer sees only the requests the dealer sent: a draft issue is not found');
const requesterOnly = adminsRefused(403, 'Only the requester can do this', ['another']);
/** Every adjustment probe turns the back office switch back on (the settings rows flip it). */
const withAdjustments =
  (probe: (cell: Cell) => Probe | Promise<Probe>) =>
  async (cell: Cell): Promise<Probe> => {
    await cell.fixtures.adjustmentsOn();
    return probe(cell);
  };
const issueImage = multipart([{ name: 'matrix.png', content: pngBytes }]);

export const authorizationMatrix: MatrixRow[] = [
  // Service: public.
  { key: 'GET /api/health', allow: everyone, probe: () => ({}) },
  { key: 'GET /api/health/ready', allow: everyone, probe: () => ({}) },
  { key: 'GET /api/health/live', allow: everyone, probe: () => ({}) },
  { key: 'GET /api/openapi.json', allow: everyone, probe: () => ({}) },
  { key: 'GET /api/config', allow: everyone, probe: () => ({}) },
  { key: 'trpc:shell.config', allow: everyone, probe: () => ({}) },
  // The signature is the permission: whoever holds the link downloads (issue 18).
  { key: 'GET /api/files/download', allow: everyone, probe: async (cell) => ({ path: await cell.fixtures.signedDownload() }) },
  // The library (issue 18): every approved account reads, administrators write; an order's files follow the order.
  { key: 'POST /api/docs', allow: admins, probe: (cell) => ({ raw: cell.fixtures.fileUpload }) },
  { key: 'POST /api/files/{bucket}', allow: admins, probe: (cell) => ({ path: '/api/files/docs', raw: cell.fixtures.fileUpload }) },
  { key: 'POST /api/files/{bucket}/{a}', object: { kind: 'order', state: 'DRAFT' }, allow: changeOrder, probe: (cell) => ({ path: `/api/files/orders/${cell.id}`, raw: cell.fixtures.fileUpload }) },
  { key: 'POST /api/files/{bucket}/{a}/{b}', allow: admins, probe: (cell) => ({ path: '/api/files/docs/Matrix/Sub', raw: cell.fixtures.fileUpload }) },
  { key: 'GET /api/files/photos', allow: approved, probe: () => ({}) },
  { key: 'GET /api/files/{bucket}', allow: approved, probe: () => ({ path: '/api/files/docs' }) },
  { key: 'GET /api/files/{bucket}/{a}', object: { kind: 'order', state: 'SUBMITTED' }, allow: seeOrder, probe: (cell) => ({ path: `/api/files/orders/${cell.id}` }) },
  { key: 'GET /api/files/{bucket}/{a}/{b}', allow: approved, probe: () => ({ path: '/api/files/docs/Matrix/Sub' }) },
  { key: 'DELETE /api/files/{bucket}/{a}', allow: admins, probe: async (cell) => ({ path: `/api/files/docs/${encodeURIComponent(await cell.fixtures.storedFile('docs', ''))}` }) },
  {
    key: 'DELETE /api/files/{bucket}/{a}/{b}',
    object: { kind: 'order', state: 'DRAFT' },
    allow: changeOrder,
    probe: async (cell) => ({ path: `/api/files/orders/${cell.id}/${encodeURIComponent(await cell.fixtures.storedFile('orders', `${cell.id}/`))}` }),
  },
  { key: 'DELETE /api/files/{bucket}/{a}/{b}/{c}', allow: admins, probe: async (cell) => ({ path: `/api/files/docs/Matrix/Sub/${encodeURIComponent(await cell.fixtures.storedFile('docs', 'Matrix/Sub/'))}` }) },
  // Renaming (a file by its key, else a folder): the library's administrators; an order's files are not renamed.
  { key: 'PATCH /api/files/{bucket}/{a}', allow: admins, probe: async (cell) => ({ path: `/api/files/docs/${encodeURIComponent(await cell.fixtures.storedFile('docs', ''))}`, body: { name: `Renamed ${cell.fixtures.unique()}.pdf` } }) },
  {
    key: 'PATCH /api/files/{bucket}/{a}/{b}',
    allow: admins,
    probe: async (cell) => {
      const folder = `Matrix rename ${cell.fixtures.unique()}`;
      await cell.fixtures.storedFile('docs', `${folder}/Sub/`);
      return { path: `/api/files/docs/${encodeURIComponent(folder)}/Sub`, body: { name: 'Renamed' } };
    },
  },
  {
    key: 'PATCH /api/files/{bucket}/{a}/{b}/{c}',
    allow: admins,
    probe: async (cell) => ({ path: `/api/files/docs/Matrix/Sub/${encodeURIComponent(await cell.fixtures.storedFile('docs', 'Matrix/Sub/'))}`, body: { name: `Renamed ${cell.fixtures.unique()}.pdf` } }),
  },
  // The same use cases as the web calls them (tRPC): a file by its key split at '/'.
  { key: 'trpc:files.list', variant: 'library', allow: approved, probe: () => ({ body: { bucket: 'docs' } }) },
  { key: 'trpc:files.list', variant: 'order', object: { kind: 'order', state: 'SUBMITTED' }, allow: seeOrder, probe: (cell) => ({ body: { bucket: 'orders', folders: [cell.id] } }) },
  { key: 'trpc:files.photos', allow: approved, probe: () => ({}) },
  { key: 'trpc:files.remove', variant: 'library', allow: admins, probe: async (cell) => ({ body: { bucket: 'docs', path: [await cell.fixtures.storedFile('docs', '')] } }) },
  {
    key: 'trpc:files.remove',
    variant: 'order',
    object: { kind: 'order', state: 'DRAFT' },
    allow: changeOrder,
    probe: async (cell) => ({ body: { bucket: 'orders', path: [cell.id, await cell.fixtures.storedFile('orders', `${cell.id}/`)] } }),
  },
  { key: 'trpc:files.rename', allow: admins, probe: async (cell) => ({ body: { bucket: 'docs', path: [await cell.fixtures.storedFile('docs', '')], name: `Renamed ${cell.fixtures.unique()}.pdf` } }) },

  // Accounts: registration, sign-in and reset are for anyone; the profile is the signed-in user's.
  { key: 'POST /api/users', allow: everyone, probe: (cell) => ({ body: newAccount(cell) }) },
  { key: 'trpc:accounts.register', allow: everyone, probe: (cell) => ({ body: newAccount(cell) }) },
  { key: 'POST /api/users/login', allow: everyone, probe: async (cell) => ({ body: await cell.fixtures.signInTarget() }) },
  { key: 'trpc:accounts.login', allow: everyone, probe: async (cell) => ({ body: await cell.fixtures.signInTarget() }) },
  { key: 'POST /api/users/reset', allow: everyone, probe: (cell) => ({ body: { email: cell.fixtures.newEmail() } }) },
  { key: 'trpc:accounts.requestReset', allow: everyone, probe: (cell) => ({ body: { email: cell.fixtures.newEmail() } }) },
  { key: 'POST /api/users/reset/{token}', allow: everyone, probe: async (cell) => ({ path: `/api/users/reset/${await cell.fixtures.resetToken()}`, body: { password: 'new-password-1' } }) },
  { key: 'trpc:accounts.resetPassword', allow: everyone, probe: async (cell) => ({ body: { token: await cell.fixtures.resetToken(), password: 'new-password-1' } }) },
  // Sign Out is in the header of every signed-in account (portal.md §2).
  { key: 'POST /api/users/logout', allow: signedIn, endsSession: true, probe: () => ({}) },
  { key: 'trpc:accounts.logout', allow: signedIn, endsSession: true, probe: () => ({}) },
  { key: 'GET /api/users/profile', allow: signedIn, probe: () => ({}) },
  { key: 'trpc:accounts.profile', allow: signedIn, probe: () => ({}) },

  // Portal Users: "Admin-only server actions: list, update, delete users"; "isSuperAdmin (delete users ...)".
  { key: 'GET /api/admin/users', allow: admins, probe: () => ({}) },
  { key: 'trpc:adminUsers.list', allow: admins, probe: () => ({ body: {} }) },
  { key: 'PUT /api/admin/users/{id}', object: { kind: 'user' }, allow: { own: admins, team: admins, another: admins }, probe: async (cell) => ({ path: `/api/admin/users/${cell.id}`, body: await flipCorporation(cell) }) },
  { key: 'trpc:adminUsers.update', object: { kind: 'user' }, allow: { own: admins, team: admins, another: admins }, probe: async (cell) => ({ body: { id: cell.id, patch: await flipCorporation(cell) } }) },
  {
    key: 'DELETE /api/admin/users/{id}',
    object: { kind: 'user' },
    allow: { own: nobody, team: superAdmins, another: superAdmins },
    refusedWith: [{ role: 'superAdmin', object: 'own', status: 409, why: 'You cannot delete your own account' }],
    probe: (cell) => ({ path: `/api/admin/users/${cell.id}` }),
  },
  {
    key: 'trpc:adminUsers.remove',
    object: { kind: 'user' },
    allow: { own: nobody, team: superAdmins, another: superAdmins },
    refusedWith: [{ role: 'superAdmin', object: 'own', status: 409, why: 'You cannot delete your own account' }],
    probe: (cell) => ({ body: { id: cell.id } }),
  },

  // ERP customers: "Admins and corporation users load the customer list for sender/receiver."
  { key: 'GET /api/bc/customers', allow: transferChoosers, probe: () => ({}) },
  { key: 'trpc:customers.list', allow: admins, probe: () => ({}) },
  { key: 'trpc:customers.transferParties', allow: transferChoosers, probe: () => ({}) },

  // The catalog is dealer information: the store's (storeAccess); imports are Data Management's.
  { key: 'GET /api/bc/items', allow: store, probe: () => ({}) },
  { key: 'GET /api/bc/portalItems', allow: store, probe: () => ({}) },
  { key: 'GET /api/catalog', allow: store, probe: () => ({}) },
  { key: 'trpc:catalog.snapshot', allow: store, probe: () => ({ body: {} }) },
  { key: 'GET /api/admin/import/items', allow: dataAdmins, probe: () => ({}) },
  { key: 'trpc:catalog.importItems', allow: dataAdmins, probe: () => ({ body: {} }) },
  { key: 'GET /api/admin/import/runs/{id}', allow: dataAdmins, probe: (cell) => ({ path: `/api/admin/import/runs/${cell.fixtures.importRunId}` }) },
  { key: 'trpc:catalog.importRun', allow: dataAdmins, probe: (cell) => ({ body: { id: cell.fixtures.importRunId } }) },

  // Data Management.
  { key: 'POST /api/admin/data/price-sheet', allow: dataAdmins, probe: (cell) => ({ raw: cell.fixtures.priceSheetUpload }) },
  { key: 'GET /api/admin/import/customers', allow: dataAdmins, probe: () => ({}) },
  { key: 'trpc:dataManagement.importCustomers', allow: dataAdmins, probe: () => ({}) },
  { key: 'GET /api/admin/data/portal-items', allow: dataAdmins, probe: () => ({}) },
  { key: 'trpc:dataManagement.portalItems', allow: dataAdmins, probe: () => ({}) },

  // Prices are the store's.
  { key: 'POST /api/orders/getorderprices', allow: store, probe: () => ({ body: { roof: workedRoofA } }) },
  { key: 'trpc:pricing.quote', allow: store, probe: () => ({ body: { parts: [remote] } }) },

  // Orders (portal.md §6): dealers see their own and their team's, change their own; administrators everything.
  { key: 'GET /api/orders/generateOrderId', allow: store, probe: () => ({}) },
  { key: 'trpc:orders.generateId', allow: store, probe: () => ({}) },
  {
    key: 'POST /api/orders',
    object: { kind: 'order', state: 'DRAFT' },
    missingCreates: true,
    allow: { new: store, ...changeOrder },
    probe: (cell) => ({ body: { _id: cell.id, orderName: 'Matrix save', orderNumber: '1234', status: 'DRAFT', cart: { parts: [restPart] } } }),
  },
  {
    key: 'trpc:orders.save',
    object: { kind: 'order', state: 'DRAFT' },
    missingCreates: true,
    allow: { new: store, ...changeOrder },
    probe: (cell) => ({ body: { _id: cell.id, orderName: 'Matrix save', orderNumber: '1234', status: 'DRAFT', cart: partsCart() } }),
  },
  { key: 'GET /api/orders/myorders', allow: store, probe: () => ({}), leaksIn: onlyOwn },
  { key: 'GET /api/orders/teamorders', allow: store, probe: () => ({}), leaksIn: onlyTeam },
  { key: 'trpc:orders.dealerList', allow: store, probe: () => ({ body: { scope: 'team' } }), leaksIn: trpcPage(onlyTeam) },
  { key: 'GET /api/orders/{id}', object: { kind: 'order', state: 'SUBMITTED' }, allow: seeOrder, probe: (cell) => ({ path: `/api/orders/${cell.id}` }) },
  { key: 'trpc:orders.get', object: { kind: 'order', state: 'SUBMITTED' }, allow: seeOrder, probe: (cell) => ({ body: { id: cell.id } }) },
  { key: 'DELETE /api/orders/{id}', object: { kind: 'order', state: 'DRAFT' }, allow: changeOrder, probe: (cell) => ({ path: `/api/orders/${cell.id}` }) },
  { key: 'trpc:orders.remove', object: { kind: 'order', state: 'DRAFT' }, allow: changeOrder, probe: (cell) => ({ body: { id: cell.id } }) },
  { key: 'PATCH /api/orders/{id}', variant: 'reject', object: { kind: 'order', state: 'SUBMITTED' }, allow: processOrder, probe: (cell) => ({ path: `/api/orders/${cell.id}`, body: rejection }) },
  { key: 'PATCH /api/orders/{id}', variant: 'ship', object: { kind: 'order', state: 'APPROVED' }, allow: processOrder, probe: (cell) => ({ path: `/api/orders/${cell.id}`, body: shipment }) },
  { key: 'trpc:orders.reject', object: { kind: 'order', state: 'SUBMITTED' }, allow: processOrder, probe: (cell) => ({ body: { id: cell.id, ...rejection } }) },
  { key: 'trpc:orders.ship', object: { kind: 'order', state: 'APPROVED' }, allow: processOrder, probe: (cell) => ({ body: { id: cell.id, ...shipment } }) },
  { key: 'GET /api/admin/orders', allow: admins, probe: () => ({}) },
  { key: 'trpc:orders.adminList', allow: admins, probe: () => ({ body: {} }) },

  // Tickets (portal.md §6, issue 17): dealers file and see their own and their team's (view only); administrators see all and change the status.
  { key: 'POST /api/tickets', allow: store, probe: () => ({ body: newTicket }) },
  { key: 'trpc:tickets.create', allow: store, probe: () => ({ body: newTicket }) },
  { key: 'GET /api/tickets/mytickets', allow: store, probe: () => ({}), leaksIn: onlyOwn },
  { key: 'GET /api/tickets/teamtickets', allow: store, probe: () => ({}), leaksIn: onlyTeam },
  { key: 'trpc:tickets.dealerList', allow: store, probe: () => ({ body: { scope: 'team' } }), leaksIn: trpcPage(onlyTeam) },
  { key: 'GET /api/tickets/{id}', object: { kind: 'ticket' }, allow: seeTicket, probe: (cell) => ({ path: `/api/tickets/${cell.id}` }) },
  { key: 'trpc:tickets.get', object: { kind: 'ticket' }, allow: seeTicket, probe: (cell) => ({ body: { id: cell.id } }) },
  { key: 'PATCH /api/tickets/{id}', variant: 'edit', object: { kind: 'ticket' }, allow: editTicket, refusedWith: adminsMayNotEdit, probe: (cell) => ({ path: `/api/tickets/${cell.id}`, body: { ticketName: 'Renamed' } }) },
  { key: 'PATCH /api/tickets/{id}', variant: 'status', object: { kind: 'ticket' }, allow: processTicket, probe: (cell) => ({ path: `/api/tickets/${cell.id}`, body: { ticketStatus: 'In Progress' } }) },
  { key: 'trpc:tickets.update', variant: 'edit', object: { kind: 'ticket' }, allow: editTicket, refusedWith: adminsMayNotEdit, probe: (cell) => ({ body: { id: cell.id, patch: { ticketName: 'Renamed' } } }) },
  { key: 'trpc:tickets.update', variant: 'status', object: { kind: 'ticket' }, allow: processTicket, probe: (cell) => ({ body: { id: cell.id, patch: { ticketStatus: 'In Progress' } } }) },
  { key: 'POST /api/tickets/{id}/replies', object: { kind: 'ticket' }, allow: replyTicket, probe: (cell) => ({ path: `/api/tickets/${cell.id}/replies`, body: { message: 'Matrix reply' } }) },
  { key: 'trpc:tickets.reply', object: { kind: 'ticket' }, allow: replyTicket, probe: (cell) => ({ body: { id: cell.id, message: 'Matrix reply' } }) },
  { key: 'GET /api/admin/tickets', allow: admins, probe: () => ({}) },
  { key: 'trpc:tickets.adminList', allow: admins, probe: () => ({ body: {} }) },

  // Warranty requests (portal.md §6, issue 17): dealers file and see their own and their team's; administrators see all and change them.
  { key: 'POST /api/warranty', object: warrantyOrder, allow: fileWarranty, refusedWith: adminsDoNotFile, probe: async (cell) => ({ body: await newWarranty(cell) }) },
  { key: 'trpc:warranty.create', object: warrantyOrder, allow: fileWarranty, refusedWith: adminsDoNotFile, probe: async (cell) => ({ body: await newWarranty(cell) }) },
  { key: 'GET /api/warranty/{id}', object: { kind: 'warranty' }, allow: seeWarranty, probe: (cell) => ({ path: `/api/warranty/${cell.id}` }) },
  { key: 'trpc:warranty.get', object: { kind: 'warranty' }, allow: seeWarranty, probe: (cell) => ({ body: { id: cell.id } }) },
  { key: 'PATCH /api/warranty', object: { kind: 'warranty' }, allow: processWarranty, probe: (cell) => ({ body: { _id: cell.id, warrantyStatus: 'In Progress' } }) },
  { key: 'trpc:warranty.update', object: { kind: 'warranty' }, allow: processWarranty, probe: (cell) => ({ body: { _id: cell.id, warrantyStatus: 'In Progress' } }) },
  { key: 'GET /api/warranty/mywarranties', allow: store, probe: () => ({}), leaksIn: onlyOwn },
  { key: 'GET /api/warranty/teamwarranties', allow: store, probe: () => ({}), leaksIn: onlyTeam },
  { key: 'trpc:warranty.dealerList', allow: store, probe: () => ({ body: { scope: 'team' } }), leaksIn: trpcPage(onlyTeam) },
  { key: 'trpc:warranty.orders', allow: store, probe: () => ({ body: {} }), leaksIn: trpcPage(onlyTeamOrders) },
  { key: 'trpc:warranty.forOrder', object: { kind: 'order', state: 'SUBMITTED' }, allow: seeOrder, probe: (cell) => ({ body: { orderId: cell.id } }) },
  { key: 'GET /api/admin/warranties', allow: admins, probe: () => ({}) },
  { key: 'trpc:warranty.adminList', allow: admins, probe: () => ({ body: {} }) },

  // Order adjustments (adjustments-and-pricing §6, issue 19).
  { key: 'POST /api/orders/{id}/adjustments', object: { kind: 'order', state: 'APPROVED' }, allow: seeOrder, probe: withAdjustments((cell) => ({ path: `/api/orders/${cell.id}/adjustments`, body: { description: 'Matrix adjustment' } })) },
  { key: 'GET /api/adjustments/{id}', object: { kind: 'adjustment' }, allow: seeAdjustment, probe: withAdjustments((cell) => ({ path: `/api/adjustments/${cell.id}` })) },
  { key: 'PATCH /api/adjustments/{id}', variant: 'notes', object: { kind: 'adjustment' }, allow: { own: admins, team: admins, another: admins }, probe: withAdjustments((cell) => ({ path: `/api/adjustments/${cell.id}`, body: { reviewerNotes: 'Matrix notes' } })) },
  { key: 'PATCH /api/adjustments/{id}', variant: 'cancel', object: { kind: 'adjustment' }, allow: requesterAction, refusedWith: requesterOnly, probe: withAdjustments((cell) => ({ path: `/api/adjustments/${cell.id}`, body: { status: 'Cancelled' } })) },
  { key: 'DELETE /api/adjustments/{id}', object: { kind: 'adjustment' }, allow: { own: dealers, team: nobody, another: nobody }, refusedWith: requesterOnly, probe: withAdjustments((cell) => ({ path: `/api/adjustments/${cell.id}` })) },
  { key: 'POST /api/adjustments/{id}/issues', object: { kind: 'adjustment' }, allow: requesterAction, refusedWith: reviewerLockedInDraft, probe: withAdjustments(async (cell) => ({ path: `/api/adjustments/${cell.id}/issues`, body: { itemType: 'Part', itemId: await cell.fixtures.partLineOf(cell.id), issueType: 'Part' } })) },
  { key: 'PATCH /api/issues/{id}', object: { kind: 'issue', state: 'draft' }, allow: requesterAction, refusedWith: reviewerLockedInDraft, probe: withAdjustments((cell) => ({ path: `/api/issues/${cell.id}`, body: { adjustmentType: 'Reorder' } })) },
  { key: 'DELETE /api/issues/{id}', object: { kind: 'issue', state: 'draft' }, allow: requesterAction, refusedWith: reviewerLockedInDraft, probe: withAdjustments((cell) => ({ path: `/api/issues/${cell.id}` })) },
  { key: 'POST /api/issues/{id}/warranty', object: { kind: 'issue', state: 'image' }, allow: requesterAction, refusedWith: reviewerLockedInDraft, probe: withAdjustments((cell) => ({ path: `/api/issues/${cell.id}/warranty`, body: { description: 'Damaged' } })) },
  { key: 'POST /api/issues/{id}/comments', object: { kind: 'issue', state: 'review' }, allow: seeAdjustment, probe: withAdjustments((cell) => ({ path: `/api/issues/${cell.id}/comments`, body: { text: 'Matrix comment' } })) },
  { key: 'GET /api/issues/{id}/attachments', object: { kind: 'issue', state: 'review' }, allow: seeAdjustment, probe: withAdjustments((cell) => ({ path: `/api/issues/${cell.id}/attachments` })) },
  { key: 'POST /api/issues/{id}/attachments', object: { kind: 'issue', state: 'draft' }, allow: requesterAction, refusedWith: hiddenFromReviewers, probe: withAdjustments((cell) => ({ path: `/api/issues/${cell.id}/attachments`, raw: issueImage })) },
  {
    key: 'DELETE /api/issues/{id}/attachments/{attachmentId}',
    object: { kind: 'issue', state: 'image' },
    allow: requesterAction,
    refusedWith: hiddenFromReviewers,
    probe: withAdjustments(async (cell) => ({ path: `/api/issues/${cell.id}/attachments/${await cell.fixtures.attachmentOf(cell.id)}` })),
  },
  { key: 'GET /api/adjustments', allow: store, probe: withAdjustments(() => ({ path: '/api/adjustments?scope=team' })) },
  { key: 'GET /api/admin/adjustments', allow: admins, probe: withAdjustments(() => ({})) },
  { key: 'trpc:adjustments.create', object: { kind: 'order', state: 'APPROVED' }, allow: seeOrder, probe: withAdjustments((cell) => ({ body: { orderId: cell.id, description: 'Matrix adjustment' } })) },
  { key: 'trpc:adjustments.list', allow: store, probe: withAdjustments(() => ({ body: { scope: 'team' } })) },
  { key: 'trpc:adjustments.adminList', allow: admins, probe: withAdjustments(() => ({ body: {} })) },
  { key: 'trpc:adjustments.get', object: { kind: 'adjustment' }, allow: seeAdjustment, probe: withAdjustments((cell) => ({ body: { id: cell.id } })) },
  { key: 'trpc:adjustments.update', variant: 'notes', object: { kind: 'adjustment' }, allow: { own: admins, team: admins, another: admins }, probe: withAdjustments((cell) => ({ body: { id: cell.id, patch: { reviewerNotes: 'Matrix notes' } } })) },
  { key: 'trpc:adjustments.update', variant: 'cancel', object: { kind: 'adjustment' }, allow: requesterAction, refusedWith: requesterOnly, probe: withAdjustments((cell) => ({ body: { id: cell.id, patch: { status: 'Cancelled' } } })) },
  { key: 'trpc:adjustments.remove', object: { kind: 'adjustment' }, allow: { own: dealers, team: nobody, another: nobody }, refusedWith: requesterOnly, probe: withAdjustments((cell) => ({ body: { id: cell.id } })) },
  { key: 'trpc:adjustments.openIssue', object: { kind: 'adjustment' }, allow: requesterAction, refusedWith: reviewerLockedInDraft, probe: withAdjustments(async (cell) => ({ body: { id: cell.id, issue: { itemType: 'Part', itemId: await cell.fixtures.partLineOf(cell.id), issueType: 'Part' } } })) },
  { key: 'trpc:adjustments.updateIssue', object: { kind: 'issue', state: 'draft' }, allow: requesterAction, refusedWith: reviewerLockedInDraft, probe: withAdjustments((cell) => ({ body: { id: cell.id, patch: { adjustmentType: 'Reorder' } } })) },
  { key: 'trpc:adjustments.removeRequest', object: { kind: 'issue', state: 'draft' }, allow: requesterAction, refusedWith: reviewerLockedInDraft, probe: withAdjustments((cell) => ({ body: { id: cell.id } })) },
  { key: 'trpc:adjustments.fileWarranty', object: { kind: 'issue', state: 'image' }, allow: requesterAction, refusedWith: reviewerLockedInDraft, probe: withAdjustments((cell) => ({ body: { id: cell.id, description: 'Damaged' } })) },
  { key: 'trpc:adjustments.comment', object: { kind: 'issue', state: 'review' }, allow: seeAdjustment, probe: withAdjustments((cell) => ({ body: { id: cell.id, text: 'Matrix comment' } })) },
  { key: 'trpc:adjustments.attachments', object: { kind: 'issue', state: 'review' }, allow: seeAdjustment, probe: withAdjustments((cell) => ({ body: { id: cell.id } })) },
  {
    key: 'trpc:adjustments.removeAttachment',
    object: { kind: 'issue', state: 'image' },
    allow: requesterAction,
    refusedWith: hiddenFromReviewers,
    probe: withAdjustments(async (cell) => ({ body: { id: cell.id, attachmentId: await cell.fixtures.attachmentOf(cell.id) } })),
  },

  // Pricing page: administrators with the pricing permission.
  { key: 'GET /api/admin/portalpricing', allow: pricingAdmins, probe: () => ({}) },
  { key: 'trpc:pricingAdmin.rules', allow: pricingAdmins, probe: () => ({}) },
  { key: 'POST /api/admin/portalpricing', allow: pricingAdmins, probe: async (cell) => ({ body: await cell.fixtures.changedRule() }) },
  { key: 'trpc:pricingAdmin.saveRule', allow: pricingAdmins, probe: async (cell) => ({ body: await cell.fixtures.changedRule() }) },
  { key: 'GET /api/admin/customertiers', allow: pricingAdmins, probe: () => ({}) },
  { key: 'trpc:pricingAdmin.tiers', allow: pricingAdmins, probe: () => ({}) },
  { key: 'POST /api/admin/customertiers', allow: pricingAdmins, probe: (cell) => ({ body: newTier(cell) }) },
  { key: 'trpc:pricingAdmin.saveTier', allow: pricingAdmins, probe: (cell) => ({ body: newTier(cell) }) },
  { key: 'PUT /api/admin/customers', object: { kind: 'customer' }, allow: { own: pricingAdmins, another: pricingAdmins }, probe: async (cell) => ({ body: await customerTier(cell) }) },
  { key: 'trpc:pricingAdmin.saveCustomerTiers', object: { kind: 'customer' }, allow: { own: pricingAdmins, another: pricingAdmins }, probe: async (cell) => ({ body: await customerTier(cell) }) },
  { key: 'GET /api/admin/pricing/history', allow: pricingAdmins, probe: () => ({}) },
  { key: 'trpc:pricingAdmin.history', allow: pricingAdmins, probe: () => ({ body: {} }) },

  // Settings: read by every signed-in account (the screens show or hide by them), changed by super admins.
  { key: 'GET /api/admin/settings', allow: signedIn, probe: () => ({}) },
  { key: 'trpc:settings.get', allow: signedIn, probe: () => ({}) },
  { key: 'PUT /api/admin/settings', allow: superAdmins, probe: async (cell) => ({ body: { adjustmentsEnabled: !(await cell.fixtures.adjustmentsEnabled()) } }) },
  { key: 'trpc:settings.update', allow: superAdmins, probe: async (cell) => ({ body: { adjustmentsEnabled: !(await cell.fixtures.adjustmentsEnabled()) } }) },
];
