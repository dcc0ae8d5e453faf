import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { partsCart, remote } from '../../modules/orders/orders-test-kit';
import {
  admins,
  buyers,
  orderReaders,
  dataAdmins,
  everyone,
  nobody,
  pricingAdmins,
  signedIn,
  store,
  superAdmins,
  teamAdmins,
  transferChoosers,
  type Roles,
} from './matrix-roles';
import type { Cell, MatrixRow, Probe } from './matrix-row';
import type { ObjectName } from './matrix-roles';
import { multipart, pngBytes } from '../../modules/adjustments/adjustments-test-kit';
import { exportLeaks } from './export-leaks';
import { salespersonMarkups } from './matrix-fixtures';
import { multipartBody } from '../../modules/files/files-test-kit';

/** Every account an administrator approved (portal.md §6: the library is theirs to read). */
const approved: Roles = signedIn.filter((role) => role !== 'unapproved' && role !== 'signedOut');

/**
 * The authorization matrix (issues 16 and 28): one row for every use case, saying who portal.md
 * §6 lets through and, where the request names an order, an account or a customer, which of them
 * (own, team's, another customer's). authorization-matrix.test.ts calls every row through every
 * transport its use case has, as every role about every object; a use case without a row fails it.
 *
 * A row is keyed by the OPERATION: `<area>.<name>` as apps/api/src/operations/index.ts lists it
 * (`tickets.get`: the area, and the operation's name there, which is also its tRPC procedure's).
 * From the declaration the test asks the row through its tRPC procedure (unless the operation is
 * REST-only) and each of its REST routes (method and path as declared; `routes` names the ones a
 * row asks where not all of them: a route per folder depth, a path per list scope). A route
 * registered outside the operations (uploads and downloads, transport/streams; the OpenAPI
 * document) has a row of its own, keyed by `METHOD /api/path/{param}` as the OpenAPI document writes it.
 *
 * A new use case adds its row here: `key`, `allow` from the specification (never from what the
 * code does), `object` when the request names one, and `probe`: a valid request. The probe gives
 * REST's parts — `params` (filled into the route's path), `query`, `body` — and tRPC's input is
 * them merged as REST merges them (the body under the route's `bodyAs`); where the input has
 * another shape (an id named otherwise, folders as a list) the probe gives `input` as well.
 * `variant`: a second row of one operation asking for something else (PATCH ships as well as rejects).
 */

const restPart = { family: remote.family, options: remote.options, quantity: remote.quantity };
const newAccount = (cell: Cell) => ({ fname: 'New', lname: 'Dealer', location: 'Matrix', email: cell.fixtures.newEmail(), password: 'password123' });
const rejection = { reason: 'Wrong colour' };
const shipment = { shippingAgent: 'UPS', trackingNumber: '1Z999' };
const flipCorporation = async (cell: Cell) => ({ isCorporation: !(await cell.fixtures.isCorporation(cell.id)) });
const customerTier = async (cell: Cell) => ({
  bcCustomersToUpdate: [{ bc_customer_id: cell.id, customerTier: await cell.fixtures.tierOtherThanCurrent(cell.id) }],
});
const newTier = (cell: Cell) => ({ customerTierName: `Matrix ${cell.fixtures.unique()}`, customerTierRate: 0.9 });

/** A list shows only what the caller may see: their own orders, or their team's. */
const onlyOwn = (body: unknown, cell: Cell) => {
  const foreign = (body as { items: { _id: string; user: string | null }[] }).items.filter((o) => o.user !== cell.selfId);
  return foreign.length ? `lists orders of other accounts: ${foreign.map((o) => o._id).join(', ')}` : undefined;
};
const onlyTeam = (body: unknown, cell: Cell) => {
  const customer = cell.fixtures.self(cell.role).customer;
  const foreign = (body as { items: { _id: string; userDetails: { bc_customer_id: string | null } }[] }).items.filter(
    (o) => o.userDetails.bc_customer_id !== customer,
  );
  return foreign.length ? `lists orders of another customer: ${foreign.map((o) => o._id).join(', ')}` : undefined;
};

/** A team (issue 32) lists its own members only (no portal administrator), and its open invitations to its administrators only. */
const onlyOwnTeam = async (body: unknown, cell: Cell) => {
  const customer = cell.fixtures.self(cell.role).customer;
  const team = body as { members: { _id: string }[]; invitations: { _id: string }[] };
  const strangers = (await cell.fixtures.accountTeams(team.members.map((m) => m._id))).filter((m) => m.customerId !== customer || m.isAdmin);
  if (strangers.length) return `lists accounts that are no members of the team: ${strangers.map((m) => m.id).join(', ')}`;
  if (!teamAdmins.includes(cell.role) && team.invitations.length) return 'lists the invitations to a member who is no team administrator';
  const foreign = (await cell.fixtures.invitationTeams(team.invitations.map((i) => i._id))).filter((i) => i.customerId !== customer);
  return foreign.length ? `lists invitations of another team: ${foreign.map((i) => i.id).join(', ')}` : undefined;
};

/** A quote: its team's dealers see and change it; administrators read another team's (and change only their own team's). */
const seeQuote = { own: store, team: store, another: admins };
const changeQuote = { own: store, team: store, another: nobody };
/** A quote is made from an order of the caller's own team. */
const makeQuote = { own: store, team: store, another: nobody };
const quoteSettings = {
  markups: salespersonMarkups,
  company: { name: 'Matrix Shades', address: '1 Main St', phone: '555-0100', email: 'sales@matrix.example.com' },
};
const logoUpload = () => {
  const { payload, headers } = multipartBody([{ name: 'logo.png', content: pngBytes, field: 'file' }]);
  return { payload, contentType: headers['content-type'] };
};
/** A quote list holds its team's quotes only. */
const onlyTeamQuotes = async (body: unknown, cell: Cell) => {
  const customer = cell.fixtures.self(cell.role).customer;
  const ids = (body as { items: { _id: string }[] }).items.map((q) => q._id);
  const foreign = (await cell.fixtures.quoteTeams(ids)).filter((q) => q.customerId !== customer);
  return foreign.length ? `lists quotes of another customer: ${foreign.map((q) => q.id).join(', ')}` : undefined;
};

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
const adminsMayNotEdit = admins.map((role) => ({
  role,
  object: 'another' as const,
  status: 403,
  why: 'Only the dealer who filed the ticket can change its name and message',
}));
/** Replies: the dealer who filed it and staff; the team views only. */
const replyTicket = { own: store, team: admins, another: admins };
/** The status: administrators, whoever's the ticket. */
const processTicket = { own: admins, team: admins, another: admins };
const newTicket = { ticketName: 'Matrix', ticketType: 'Support', ticketMessage: 'Help' };

/** Warranty requests (issue 17): dealers file on their own or their team's approved or shipped orders; administrators do not file. */
const dealers: Roles = store.filter((role) => !admins.includes(role));
const fileWarranty = { own: dealers, team: dealers, another: nobody };
/** Administrators see every order: refusing them a filing hides nothing (403, not 404). */
const adminsDoNotFile = admins.map((role) => ({
  role,
  object: 'another' as const,
  status: 403,
  why: 'Warranty requests are filed by the dealer of the order',
}));
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
const seeAdjustment = { own: buyers, team: buyers, another: admins };
/** A salesperson files and reads no adjustment (issue 32): a reorder's prices are the dealer's. */
const requesters: Roles = dealers.filter((role) => buyers.includes(role));
const requesterAction = { own: requesters, team: requesters, another: nobody };
/** What carries the dealer's prices and nothing else a salesperson may read at retail: an order's invoices, its adjustments. */
const seeOrderPrices = { own: buyers, team: buyers, another: admins };
/** Reading an order and its documents (issue 32): a team's viewer too, who has no store. */
const readOrder = { own: orderReaders, team: orderReaders, another: admins };
const invoiceReaders: Roles = [...buyers, 'viewer'];
const readOrderPrices = { own: invoiceReaders, team: invoiceReaders, another: admins };
const adminsRefused = (status: number, why: string, objects: ObjectName[] = ['own', 'team', 'another']) =>
  admins.flatMap((role) => objects.map((object) => ({ role, object, status, why })));
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

/**
 * A files request: REST names the bucket and the folders (or a file's key split at '/') by the path,
 * {bucket}/{a}/{b}/{c}; tRPC by `bucket` and the segments as a list (`folders` or `path`).
 */
const filesAt = (bucket: string, segments: string[], field: 'folders' | 'path', body?: Record<string, unknown>): Probe => ({
  params: { bucket, ...Object.fromEntries(segments.map((segment, i) => [['a', 'b', 'c'][i] ?? '', segment])) },
  ...(body ? { body } : {}),
  input: { bucket, [field]: segments, ...body },
});

export const authorizationMatrix: MatrixRow[] = [
  // Service: public.
  { key: 'health.readiness', allow: everyone, probe: () => ({}) },
  { key: 'health.liveness', allow: everyone, probe: () => ({}) },
  {
    key: 'GET /api/openapi.json',
    allow: everyone,
    holdsNoDealerData: 'the contract, whose examples hold a tier rate of 0.85',
    probe: () => ({}),
  },
  { key: 'shell.config', allow: everyone, probe: () => ({}) },
  // npm run backup (issue 33): the whole database, for the operator alone (the token the running portal writes into DATA_DIR); no account.
  { key: 'POST /api/admin/backup/snapshot', allow: nobody, probe: () => ({}) },
  // Business Central's webhook: what it trusts is the clientState inside a notification, never the caller.
  { key: 'POST /api/erp/notifications', variant: 'handshake', allow: everyone, probe: () => ({ query: { validationToken: 'matrix-handshake' } }) },
  { key: 'POST /api/erp/notifications', variant: 'notification', allow: everyone, probe: () => ({ body: { value: [] } }) },
  // The signature is the permission: whoever holds the link downloads (issue 18).
  { key: 'GET /api/files/download', allow: everyone, probe: async (cell) => ({ url: await cell.fixtures.signedDownload() }) },
  // The library (issue 18): every approved account reads, administrators write; an order's files follow the order.
  { key: 'POST /api/docs', allow: admins, probe: (cell) => ({ raw: cell.fixtures.fileUpload }) },
  { key: 'POST /api/files/{bucket}', allow: admins, probe: (cell) => ({ params: { bucket: 'docs' }, raw: cell.fixtures.fileUpload }) },
  {
    key: 'POST /api/files/{bucket}/{a}',
    object: { kind: 'order', state: 'DRAFT' },
    allow: changeOrder,
    probe: (cell) => ({ params: { bucket: 'orders', a: cell.id }, raw: cell.fixtures.fileUpload }),
  },
  {
    key: 'POST /api/files/{bucket}/{a}/{b}',
    allow: admins,
    probe: (cell) => ({ params: { bucket: 'docs', a: 'Matrix', b: 'Sub' }, raw: cell.fixtures.fileUpload }),
  },
  { key: 'files.photos', allow: approved, probe: () => ({}) },
  { key: 'files.list', variant: 'library', routes: ['GET /api/files/{bucket}'], allow: approved, probe: () => filesAt('docs', [], 'folders') },
  {
    key: 'files.list',
    variant: 'library sub-folder',
    routes: ['GET /api/files/{bucket}/{a}/{b}'],
    allow: approved,
    probe: () => filesAt('docs', ['Matrix', 'Sub'], 'folders'),
  },
  {
    key: 'files.list',
    variant: 'order',
    routes: ['GET /api/files/{bucket}/{a}'],
    object: { kind: 'order', state: 'SUBMITTED' },
    allow: seeOrder,
    probe: (cell) => filesAt('orders', [cell.id], 'folders'),
  },
  {
    key: 'files.remove',
    variant: 'library',
    routes: ['DELETE /api/files/{bucket}/{a}'],
    allow: admins,
    probe: async (cell) => filesAt('docs', [await cell.fixtures.storedFile('docs', '')], 'path'),
  },
  {
    key: 'files.remove',
    variant: 'library sub-folder',
    routes: ['DELETE /api/files/{bucket}/{a}/{b}/{c}'],
    allow: admins,
    probe: async (cell) => filesAt('docs', ['Matrix', 'Sub', await cell.fixtures.storedFile('docs', 'Matrix/Sub/')], 'path'),
  },
  {
    key: 'files.remove',
    variant: 'order',
    routes: ['DELETE /api/files/{bucket}/{a}/{b}'],
    object: { kind: 'order', state: 'DRAFT' },
    allow: changeOrder,
    probe: async (cell) => filesAt('orders', [cell.id, await cell.fixtures.storedFile('orders', `${cell.id}/`)], 'path'),
  },
  // Renaming (a file by its key, else a folder): the library's administrators; an order's files are not renamed.
  {
    key: 'files.rename',
    variant: 'file',
    routes: ['PATCH /api/files/{bucket}/{a}'],
    allow: admins,
    probe: async (cell) => filesAt('docs', [await cell.fixtures.storedFile('docs', '')], 'path', { name: `Renamed ${cell.fixtures.unique()}.pdf` }),
  },
  {
    key: 'files.rename',
    variant: 'folder',
    routes: ['PATCH /api/files/{bucket}/{a}/{b}'],
    allow: admins,
    probe: async (cell) => {
      const folder = `Matrix rename ${cell.fixtures.unique()}`;
      await cell.fixtures.storedFile('docs', `${folder}/Sub/`);
      return filesAt('docs', [folder, 'Sub'], 'path', { name: 'Renamed' });
    },
  },
  {
    key: 'files.rename',
    variant: 'sub-folder file',
    routes: ['PATCH /api/files/{bucket}/{a}/{b}/{c}'],
    allow: admins,
    probe: async (cell) =>
      filesAt('docs', ['Matrix', 'Sub', await cell.fixtures.storedFile('docs', 'Matrix/Sub/')], 'path', { name: `Renamed ${cell.fixtures.unique()}.pdf` }),
  },

  // Accounts: registration, sign-in and reset are for anyone; the profile is the signed-in user's.
  { key: 'accounts.register', allow: everyone, probe: (cell) => ({ body: newAccount(cell) }) },
  { key: 'accounts.login', allow: everyone, probe: async (cell) => ({ body: await cell.fixtures.signInTarget(cell.role) }) },
  { key: 'accounts.requestReset', allow: everyone, probe: (cell) => ({ body: { email: cell.fixtures.newEmail() } }) },
  {
    key: 'accounts.resetPassword',
    allow: everyone,
    probe: async (cell) => ({ params: { token: await cell.fixtures.resetToken() }, body: { password: 'new-password-1' } }),
  },
  // Sign Out is in the header of every signed-in account (portal.md §2).
  { key: 'accounts.logout', allow: signedIn, endsSession: true, probe: () => ({}) },
  { key: 'accounts.profile', allow: signedIn, probe: () => ({}) },

  // Portal Users: "Admin-only server actions: list, update, delete users"; "isSuperAdmin (delete users ...)".
  { key: 'adminUsers.list', allow: admins, probe: () => ({}) },
  {
    key: 'adminUsers.update',
    object: { kind: 'user' },
    allow: { own: admins, team: admins, another: admins },
    probe: async (cell) => ({ params: { id: cell.id }, body: await flipCorporation(cell) }),
  },
  {
    key: 'adminUsers.remove',
    object: { kind: 'user' },
    allow: { own: nobody, team: superAdmins, another: superAdmins },
    refusedWith: [{ role: 'superAdmin', object: 'own', status: 409, why: 'You cannot delete your own account' }],
    probe: (cell) => ({ params: { id: cell.id } }),
  },

  // Teams (issue 32): every member reads the team; its administrators invite, withdraw, change colleagues and set the spending
  // approval; another team's invitation or member is answered as a missing one. Portal administrators have Portal Users instead.
  { key: 'teams.get', allow: approved, probe: () => ({}), leaksIn: onlyOwnTeam },
  { key: 'teams.invite', allow: teamAdmins, probe: (cell) => ({ body: { email: cell.fixtures.newEmail(), role: 'buyer' } }) },
  {
    key: 'teams.withdrawInvitation',
    object: { kind: 'invitation' },
    allow: { own: teamAdmins, another: nobody },
    probe: (cell) => ({ params: { id: cell.id } }),
  },
  // The register page reads the invitation its link carries: whoever holds the link.
  { key: 'teams.invitation', allow: everyone, probe: async (cell) => ({ params: { token: (await cell.fixtures.invitation()).token } }) },
  {
    key: 'teams.updateMember',
    object: { kind: 'user' },
    allow: { own: teamAdmins, team: teamAdmins, another: nobody },
    probe: (cell) => ({ params: { id: cell.id }, body: { role: 'sales' } }),
  },
  // No limits: a limit saved here would send the later rows' orders to the team's approval.
  { key: 'teams.saveSettings', allow: teamAdmins, probe: () => ({ body: { approvalLimits: { USD: null, CAD: null } } }) },
  // Registering from an invitation: whoever holds the link, with the address it was sent to.
  {
    key: 'accounts.register',
    variant: 'invitation',
    allow: everyone,
    probe: async (cell) => {
      const invitation = await cell.fixtures.invitation();
      return { body: { fname: 'Invited', lname: 'Dealer', email: invitation.email, password: 'password123', invitation: invitation.token } };
    },
  },

  // Admin → Mail (issue 29): the outbox, administrators only.
  { key: 'mail.list', allow: superAdmins, probe: () => ({}) },

  // ERP customers: "Admins and corporation users load the customer list for sender/receiver."
  { key: 'customers.listForCaller', allow: transferChoosers, probe: () => ({}) },
  { key: 'customers.list', allow: admins, probe: () => ({}) },
  { key: 'customers.transferParties', allow: transferChoosers, probe: () => ({}) },

  // The catalog is dealer information: the store's (storeAccess); imports are Data Management's.
  { key: 'catalog.kits', allow: store, probe: () => ({}) },
  { key: 'catalog.portalItems', allow: store, probe: () => ({}) },
  { key: 'catalog.wholeCatalog', allow: store, probe: () => ({}) },
  { key: 'catalog.snapshot', allow: store, probe: () => ({ input: {} }) },
  { key: 'catalog.importItems', allow: dataAdmins, probe: () => ({}) },
  { key: 'catalog.importRun', allow: dataAdmins, probe: (cell) => ({ params: { id: cell.fixtures.importRunId } }) },

  // Data Management.
  { key: 'POST /api/admin/data/price-sheet', allow: dataAdmins, probe: (cell) => ({ raw: cell.fixtures.priceSheetUpload }) },
  // Import Customers is disabled in the specification: kept for super admins only (issue 29).
  { key: 'dataManagement.importCustomers', allow: superAdmins, probe: () => ({}) },
  { key: 'dataManagement.portalItems', allow: dataAdmins, probe: () => ({}) },

  // Prices are the store's.
  { key: 'pricing.roofPrice', allow: store, probe: () => ({ body: { roof: workedRoofA } }) },
  { key: 'pricing.quote', allow: store, probe: () => ({ input: { parts: [remote] } }) },
  // Quick entry on the Parts tab (issue 32): the store's, priced like the quote.
  { key: 'quickEntry.price', allow: store, probe: () => ({ body: { lines: 'item number,quantity\nPT-RMT-5-WHT,2\nPT-NOPE,1' } }) },

  // Orders (portal.md §6): dealers see their own and their team's, change their own; administrators everything.
  { key: 'orders.generateId', allow: store, probe: () => ({}) },
  {
    key: 'orders.save',
    object: { kind: 'order', state: 'DRAFT' },
    missingCreates: true,
    allow: { new: store, ...changeOrder },
    // REST takes the integrators' order body (a part by family and options), tRPC the web's cart.
    probe: (cell) => {
      const order = { _id: cell.id, orderName: 'Matrix save', orderNumber: '1234', status: 'DRAFT' };
      return { body: { ...order, cart: { parts: [restPart] } }, input: { ...order, cart: partsCart() } };
    },
  },
  {
    key: 'orders.dealerList',
    variant: 'mine',
    routes: ['GET /api/orders/myorders'],
    allow: orderReaders,
    probe: () => ({ input: { scope: 'mine' } }),
    leaksIn: onlyOwn,
  },
  {
    key: 'orders.dealerList',
    variant: 'team',
    routes: ['GET /api/orders/teamorders'],
    allow: orderReaders,
    probe: () => ({ input: { scope: 'team' } }),
    leaksIn: onlyTeam,
  },
  { key: 'orders.get', object: { kind: 'order', state: 'SUBMITTED' }, allow: readOrder, probe: (cell) => ({ params: { id: cell.id } }) },
  // Copy (issue 29): whoever sees an order copies it into a draft of their own.
  { key: 'orders.copy', object: { kind: 'order', state: 'APPROVED' }, allow: seeOrder, probe: (cell) => ({ params: { id: cell.id } }) },
  { key: 'orders.copyPreview', object: { kind: 'order', state: 'APPROVED' }, allow: seeOrder, probe: (cell) => ({ params: { id: cell.id } }) },
  { key: 'orders.remove', object: { kind: 'order', state: 'DRAFT' }, allow: changeOrder, probe: (cell) => ({ params: { id: cell.id } }) },
  // REST rejects or ships by what the body holds (a REST-only operation); the web has a procedure for each.
  {
    key: 'orders.rejectOrShip',
    variant: 'reject',
    object: { kind: 'order', state: 'SUBMITTED' },
    allow: processOrder,
    probe: (cell) => ({ params: { id: cell.id }, body: rejection }),
  },
  {
    key: 'orders.rejectOrShip',
    variant: 'ship',
    object: { kind: 'order', state: 'APPROVED' },
    allow: processOrder,
    probe: (cell) => ({ params: { id: cell.id }, body: shipment }),
  },
  { key: 'orders.reject', object: { kind: 'order', state: 'SUBMITTED' }, allow: processOrder, probe: (cell) => ({ input: { id: cell.id, ...rejection } }) },
  { key: 'orders.ship', object: { kind: 'order', state: 'APPROVED' }, allow: processOrder, probe: (cell) => ({ input: { id: cell.id, ...shipment } }) },
  { key: 'orders.adminList', allow: admins, probe: () => ({}) },
  // Issue 32: the team's administrators decide on its orders over the spending approval (portal administrators do not).
  {
    key: 'orders.dealerApproval',
    object: { kind: 'order', state: 'AWAITING_DEALER_APPROVAL' },
    allow: { own: teamAdmins, team: teamAdmins, another: nobody },
    // Portal administrators read every order: a refusal by the rule hides nothing from them.
    refusedWith: admins.flatMap((role) =>
      (['own', 'team', 'another'] as const).map((object) => ({ role, object, status: 403, why: "only the team's administrators decide" })),
    ),
    probe: (cell) => ({ params: { id: cell.id }, body: { decision: 'return', reason: 'Too many remotes' } }),
  },
  // Issue 32: the order desk moves an approved order's promise, and its lines through production.
  {
    key: 'orders.changePromise',
    object: { kind: 'order', state: 'APPROVED' },
    allow: processOrder,
    probe: (cell) => ({ params: { id: cell.id }, body: { promisedShipDate: '2027-02-10', reason: 'Fabric arrives late' } }),
  },
  {
    key: 'orders.setLineProduction',
    object: { kind: 'order', state: 'APPROVED' },
    allow: processOrder,
    probe: async (cell) => ({ params: { id: cell.id, lineId: await cell.fixtures.partLineIdOf(cell.id) }, body: { productionStatus: 'In production' } }),
  },
  // Issue 30: a failed sales order is sent again by administrators.
  { key: 'erpSync.retry', object: { kind: 'order', state: 'ERP_FAILED' }, allow: processOrder, probe: (cell) => ({ params: { id: cell.id } }) },
  // The order's invoices and their PDFs: whoever sees the order. The sample ERP's back office: administrators.
  { key: 'erpSync.invoices', object: { kind: 'order', state: 'INVOICED' }, allow: readOrderPrices, probe: (cell) => ({ params: { id: cell.id } }) },
  {
    key: 'GET /api/orders/{id}/invoices/{invoiceId}/pdf',
    object: { kind: 'order', state: 'INVOICED' },
    allow: readOrderPrices,
    probe: async (cell) => ({ params: { id: cell.id, invoiceId: (await cell.fixtures.invoiceIdOf(cell.id)) ?? 'none' } }),
  },
  {
    key: 'erpSync.postSampleShipment',
    object: { kind: 'order', state: 'APPROVED' },
    allow: processOrder,
    probe: (cell) => ({ params: { id: cell.id }, body: shipment }),
  },
  { key: 'erpSync.postSampleInvoice', object: { kind: 'order', state: 'APPROVED' }, allow: processOrder, probe: (cell) => ({ params: { id: cell.id } }) },

  // Issue 31: an order's drawings and its PDF, whoever sees the order.
  {
    key: 'documents.orderDrawings',
    object: { kind: 'order', state: 'SUBMITTED', lines: 'screen' },
    allow: readOrder,
    probe: (cell) => ({ params: { id: cell.id } }),
  },
  { key: 'GET /api/orders/{id}/pdf', object: { kind: 'order', state: 'SUBMITTED' }, allow: readOrder, probe: (cell) => ({ params: { id: cell.id } }) },

  // Customer quotes (issue 31): a team's (its ERP customer's) dealers; administrators read any quote by id, and change only their own team's.
  { key: 'quotes.settings', allow: store, probe: () => ({}) },
  { key: 'quotes.saveSettings', allow: buyers, probe: () => ({ body: quoteSettings }) },
  { key: 'POST /api/quotes/settings/logo', allow: store, probe: () => ({ raw: logoUpload() }) },
  { key: 'GET /api/quotes/settings/logo', allow: store, probe: () => ({}) },
  {
    key: 'quotes.create',
    object: { kind: 'order', state: 'DRAFT' },
    allow: makeQuote,
    probe: (cell) => ({ body: { orderId: cell.id, customerName: 'Matrix customer', validUntil: '2027-12-31' } }),
  },
  { key: 'quotes.list', allow: store, probe: () => ({}), leaksIn: onlyTeamQuotes },
  { key: 'quotes.get', object: { kind: 'quote' }, allow: seeQuote, probe: (cell) => ({ params: { id: cell.id } }) },
  { key: 'GET /api/quotes/{id}/pdf', object: { kind: 'quote' }, allow: seeQuote, probe: (cell) => ({ params: { id: cell.id } }) },
  { key: 'quotes.update', object: { kind: 'quote' }, allow: changeQuote, probe: (cell) => ({ params: { id: cell.id }, body: { status: 'won' } }) },
  { key: 'quotes.remove', object: { kind: 'quote' }, allow: changeQuote, probe: (cell) => ({ params: { id: cell.id } }) },
  { key: 'quotes.order', object: { kind: 'quote' }, allow: changeQuote, probe: (cell) => ({ params: { id: cell.id } }) },

  // Tickets (portal.md §6, issue 17): dealers file and see their own and their team's (view only); administrators see all and change the status.
  { key: 'tickets.create', allow: store, probe: () => ({ body: newTicket }) },
  {
    key: 'tickets.dealerList',
    variant: 'mine',
    routes: ['GET /api/tickets/mytickets'],
    allow: store,
    probe: () => ({ input: { scope: 'mine' } }),
    leaksIn: onlyOwn,
  },
  {
    key: 'tickets.dealerList',
    variant: 'team',
    routes: ['GET /api/tickets/teamtickets'],
    allow: store,
    probe: () => ({ input: { scope: 'team' } }),
    leaksIn: onlyTeam,
  },
  { key: 'tickets.get', object: { kind: 'ticket' }, allow: seeTicket, probe: (cell) => ({ params: { id: cell.id } }) },
  {
    key: 'tickets.update',
    variant: 'edit',
    object: { kind: 'ticket' },
    allow: editTicket,
    refusedWith: adminsMayNotEdit,
    probe: (cell) => ({ params: { id: cell.id }, body: { ticketName: 'Renamed' } }),
  },
  {
    key: 'tickets.update',
    variant: 'status',
    object: { kind: 'ticket' },
    allow: processTicket,
    probe: (cell) => ({ params: { id: cell.id }, body: { ticketStatus: 'In Progress' } }),
  },
  { key: 'tickets.reply', object: { kind: 'ticket' }, allow: replyTicket, probe: (cell) => ({ params: { id: cell.id }, body: { message: 'Matrix reply' } }) },
  { key: 'tickets.adminList', allow: admins, probe: () => ({}) },

  // Warranty requests (portal.md §6, issue 17): dealers file and see their own and their team's; administrators see all and change them.
  {
    key: 'warranty.create',
    object: warrantyOrder,
    allow: fileWarranty,
    refusedWith: adminsDoNotFile,
    probe: async (cell) => ({ body: await newWarranty(cell) }),
  },
  { key: 'warranty.get', object: { kind: 'warranty' }, allow: seeWarranty, probe: (cell) => ({ params: { id: cell.id } }) },
  {
    key: 'warranty.update',
    object: { kind: 'warranty' },
    allow: processWarranty,
    probe: (cell) => ({ body: { _id: cell.id, warrantyStatus: 'In Progress' } }),
  },
  {
    key: 'warranty.dealerList',
    variant: 'mine',
    routes: ['GET /api/warranty/mywarranties'],
    allow: store,
    probe: () => ({ input: { scope: 'mine' } }),
    leaksIn: onlyOwn,
  },
  {
    key: 'warranty.dealerList',
    variant: 'team',
    routes: ['GET /api/warranty/teamwarranties'],
    allow: store,
    probe: () => ({ input: { scope: 'team' } }),
    leaksIn: onlyTeam,
  },
  { key: 'warranty.orders', allow: store, probe: () => ({ input: {} }), leaksIn: onlyTeamOrders },
  { key: 'warranty.forOrder', object: { kind: 'order', state: 'SUBMITTED' }, allow: seeOrder, probe: (cell) => ({ input: { orderId: cell.id } }) },
  { key: 'warranty.adminList', allow: admins, probe: () => ({}) },

  // Order adjustments (adjustments-and-pricing §6, issue 19).
  {
    key: 'adjustments.create',
    object: { kind: 'order', state: 'APPROVED' },
    allow: seeOrderPrices,
    probe: withAdjustments((cell) => ({
      params: { id: cell.id },
      body: { description: 'Matrix adjustment' },
      input: { orderId: cell.id, description: 'Matrix adjustment' },
    })),
  },
  { key: 'adjustments.get', object: { kind: 'adjustment' }, allow: seeAdjustment, probe: withAdjustments((cell) => ({ params: { id: cell.id } })) },
  {
    key: 'adjustments.update',
    variant: 'notes',
    object: { kind: 'adjustment' },
    allow: { own: admins, team: admins, another: admins },
    probe: withAdjustments((cell) => ({ params: { id: cell.id }, body: { reviewerNotes: 'Matrix notes' } })),
  },
  {
    key: 'adjustments.update',
    variant: 'cancel',
    object: { kind: 'adjustment' },
    allow: requesterAction,
    refusedWith: requesterOnly,
    probe: withAdjustments((cell) => ({ params: { id: cell.id }, body: { status: 'Cancelled' } })),
  },
  {
    key: 'adjustments.remove',
    object: { kind: 'adjustment' },
    allow: { own: requesters, team: nobody, another: nobody },
    refusedWith: requesterOnly,
    probe: withAdjustments((cell) => ({ params: { id: cell.id } })),
  },
  {
    key: 'adjustments.openIssue',
    object: { kind: 'adjustment' },
    allow: requesterAction,
    refusedWith: reviewerLockedInDraft,
    probe: withAdjustments(async (cell) => ({
      params: { id: cell.id },
      body: { itemType: 'Part', itemId: await cell.fixtures.partLineOf(cell.id), issueType: 'Part' },
    })),
  },
  {
    key: 'adjustments.updateIssue',
    object: { kind: 'issue', state: 'draft' },
    allow: requesterAction,
    refusedWith: reviewerLockedInDraft,
    probe: withAdjustments((cell) => ({ params: { id: cell.id }, body: { adjustmentType: 'Reorder' } })),
  },
  {
    key: 'adjustments.removeRequest',
    object: { kind: 'issue', state: 'draft' },
    allow: requesterAction,
    refusedWith: reviewerLockedInDraft,
    probe: withAdjustments((cell) => ({ params: { id: cell.id } })),
  },
  {
    key: 'adjustments.fileWarranty',
    object: { kind: 'issue', state: 'image' },
    allow: requesterAction,
    refusedWith: reviewerLockedInDraft,
    probe: withAdjustments((cell) => ({ params: { id: cell.id }, body: { description: 'Damaged' } })),
  },
  {
    key: 'adjustments.comment',
    object: { kind: 'issue', state: 'review' },
    allow: seeAdjustment,
    probe: withAdjustments((cell) => ({ params: { id: cell.id }, body: { text: 'Matrix comment' } })),
  },
  {
    key: 'adjustments.attachments',
    object: { kind: 'issue', state: 'review' },
    allow: seeAdjustment,
    probe: withAdjustments((cell) => ({ params: { id: cell.id } })),
  },
  {
    key: 'POST /api/issues/{id}/attachments',
    object: { kind: 'issue', state: 'draft' },
    allow: requesterAction,
    refusedWith: hiddenFromReviewers,
    probe: withAdjustments((cell) => ({ params: { id: cell.id }, raw: issueImage })),
  },
  {
    key: 'adjustments.removeAttachment',
    object: { kind: 'issue', state: 'image' },
    allow: requesterAction,
    refusedWith: hiddenFromReviewers,
    probe: withAdjustments(async (cell) => ({ params: { id: cell.id, attachmentId: await cell.fixtures.attachmentOf(cell.id) } })),
  },
  { key: 'adjustments.list', allow: buyers, probe: withAdjustments(() => ({ query: { scope: 'team' } })) },
  { key: 'adjustments.adminList', allow: admins, probe: withAdjustments(() => ({})) },

  // List exports (docs/api.md "Exports"): each its list's access; a dealer's holds only the rows the list shows.
  { key: 'GET /api/admin/orders/export', allow: admins, probe: () => ({ query: { format: 'csv', status: 'SUBMITTED' } }) },
  { key: 'GET /api/orders/myorders/export', allow: orderReaders, probe: () => ({ query: { format: 'csv' } }), leaksIn: exportLeaks('mine') },
  { key: 'GET /api/orders/teamorders/export', allow: orderReaders, probe: () => ({ query: { format: 'csv' } }), leaksIn: exportLeaks('team') },
  { key: 'GET /api/admin/users/export', allow: admins, probe: () => ({ query: { format: 'xlsx' } }) },
  { key: 'GET /api/admin/warranties/export', allow: admins, probe: () => ({ query: { format: 'csv' } }) },
  { key: 'GET /api/admin/tickets/export', allow: admins, probe: () => ({ query: { format: 'xlsx', status: 'Open' } }) },
  { key: 'GET /api/admin/adjustments/export', allow: admins, probe: withAdjustments(() => ({ query: { format: 'csv' } })) },

  // Issue 32: the lead-time table, administrators.
  { key: 'leadTimes.get', allow: admins, probe: () => ({}) },
  { key: 'leadTimes.save', allow: admins, probe: () => ({ body: { kinds: { screens: 10, roofs: 15, parts: 3 }, additions: [], holidays: ['2026-12-25'] } }) },
  // The table and today, for the store's estimated ship dates: whoever may use the store.
  { key: 'leadTimes.forStore', allow: store, probe: () => ({}) },

  // Issue 32, point 7: the staff dashboard, administrators' landing page.
  { key: 'dashboard.get', allow: admins, probe: () => ({}) },

  // Issue 33: real-user speed. Every page sends its beacon, signed in or not (a token is not read); administrators read the report.
  {
    key: 'POST /api/telemetry/vitals',
    allow: everyone,
    probe: () => ({ body: { route: '/store/:id?', deviceClass: 'desktop', metrics: [{ name: 'LCP', value: 1200 }] } }),
  },
  { key: 'vitals.report', allow: admins, probe: () => ({ query: { weeks: '4' } }) },

  // Pricing page: administrators with the pricing permission.
  { key: 'pricingAdmin.rules', allow: pricingAdmins, probe: () => ({}) },
  { key: 'pricingAdmin.saveRule', allow: pricingAdmins, probe: async (cell) => ({ body: await cell.fixtures.changedRule() }) },
  { key: 'pricingAdmin.tiers', allow: pricingAdmins, probe: () => ({}) },
  { key: 'pricingAdmin.saveTier', allow: pricingAdmins, probe: (cell) => ({ body: newTier(cell) }) },
  {
    key: 'pricingAdmin.saveCustomerTiers',
    object: { kind: 'customer' },
    allow: { own: pricingAdmins, another: pricingAdmins },
    probe: async (cell) => ({ body: await customerTier(cell) }),
  },
  { key: 'pricingAdmin.history', allow: pricingAdmins, probe: () => ({}) },

  // Settings: read by every signed-in account (the screens show or hide by them), changed by super admins.
  { key: 'settings.get', allow: signedIn, probe: () => ({}) },
  { key: 'settings.update', allow: superAdmins, probe: async (cell) => ({ body: { adjustmentsEnabled: !(await cell.fixtures.adjustmentsEnabled()) } }) },
];
