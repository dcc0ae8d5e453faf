import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { patience } from '../../../../../tooling/testing/patience';
import { workbook } from '../workbook';
import { findUserById, getPortalUser, insertUser, updateUser, type NewUserRow } from '@portal/db/queries/users';
import { insertPasswordReset } from '@portal/db/queries/password-resets';
import { listCustomerTiers, listPortalPricingRuleRows } from '@portal/db/queries/pricing-admin';
import { erpCustomers } from '@portal/db/schema/customers';
import { orders } from '@portal/db/schema/orders';
import { quotes } from '@portal/db/schema/quotes';
import { ZSaveOrderInput } from '@portal/domain/orders/order-schemas';
import { saveQuoteLogo } from '@portal/db/queries/quotes';
import { hashPassword } from '../../auth/password-hashing';
import { hashLinkToken } from '../../auth/link-tokens';
import { insertTeamInvitation } from '@portal/db/queries/teams';
import { invitationExpiry } from '@portal/domain/teams/team-rules';
import { teamInvitations } from '@portal/db/schema/teams';
import { users } from '@portal/db/schema/users';
import { openSession } from '../../auth/sessions';
import { fullCart, partsCart } from '../../modules/orders/orders-test-kit';
import { getOrderRecord } from '@portal/db/queries/orders';
import { listErpInvoices } from '@portal/db/queries/erp-documents';
import { insertWarranty } from '@portal/db/queries/warranty';
import {
  adjustmentIdOfIssue,
  getAdjustment,
  getAdjustmentIssues,
  insertAdjustment,
  insertAdjustmentAttachments,
  insertAdjustmentIssue,
  updateAdjustment,
  updateAdjustmentIssue,
} from '@portal/db/queries/adjustments';
import { putSetting } from '@portal/db/queries/settings';
import { issueRowOf } from '../../modules/adjustments/adjustment-records';
import { pngBytes } from '../../modules/adjustments/adjustments-test-kit';
import type { TestApp } from '../test-server';
import { customers, matrixRoles, roleAccounts, type ObjectName, type Role } from './matrix-roles';
import type { MatrixObject, OrderState } from './matrix-row';

interface Account {
  id: string;
  customer: string;
}

const password = 'matrix-password';
const flagsOff = {
  isApproved: false,
  storeAccess: false,
  isAdmin: false,
  isSuperAdmin: false,
  isCorporation: false,
  canManagePricing: false,
  canManageData: false,
  isTeamAdmin: false,
  teamRole: 'buyer' as const,
  deactivatedAt: null,
};

/**
 * The accounts and objects of the matrix, made once per file: one account per role (signed in
 * once, through the test server), the objects each cell names, made through the services and
 * kept until a cell changes them.
 */
const matrixPdf = Buffer.from('%PDF-1.4\n%%EOF\n');

/** The dealer team's markups (issue 32): what its salesperson's prices are, × the dealer's. */
export const salespersonMarkups = { screens: 1.35, roofs: 1.2, parts: 1.45 };

export async function createMatrixFixtures(t: TestApp) {
  const { db } = t.db;
  const passwordHash = await hashPassword(password);
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}-${(counter += 1)}`;

  /** An account without a session (objects' owners, sign-in and reset targets): one shared hash. */
  async function insertAccount(values: Partial<NewUserRow>): Promise<Account & { email: string }> {
    const email = `matrix-${unique()}@example.com`;
    const row = await insertUser(db, { fname: 'Matrix', lname: 'Account', location: 'Matrix', passwordHash, ...values, email });
    if (!row) throw new Error(`could not create ${email}`);
    return { id: row.id, customer: values.bcCustomerId ?? customers.dealer, email };
  }

  const accounts = {} as Record<Exclude<Role, 'signedOut'>, Account & { token: string }>;
  for (const role of matrixRoles) {
    if (role === 'signedOut') continue;
    const flags = roleAccounts[role];
    const made = await t.makeUser({ ...flags, email: `matrix-${role}@example.com` });
    accounts[role] = { id: made.id, token: made.token, customer: flags.bcCustomerId ?? customers.dealer };
  }
  // The other customers' teams: whose orders are "team's" to the other dealer and the corporation.
  const teamOf: Record<string, Account> = {
    [customers.other]: await insertAccount(roleAccounts.otherDealer),
    [customers.corporation]: await insertAccount({ ...roleAccounts.corporation, isCorporation: false }),
  };

  const self = (role: Role): Account => (role === 'signedOut' ? accounts.dealer : accounts[role]);
  const teamOwner = (role: Role): Account => {
    const me = self(role);
    if (me.customer !== customers.dealer) return teamOf[me.customer] ?? accounts.dealer;
    return me === accounts.dealer ? accounts.teammate : accounts.dealer;
  };
  const anotherOwner = (role: Role): Account => (self(role).customer === customers.dealer ? accounts.otherDealer : accounts.dealer);
  const ownerOf = (role: Role, object: ObjectName): Account => (object === 'team' ? teamOwner(role) : object === 'another' ? anotherOwner(role) : self(role));

  async function portalUser(id: string) {
    const user = await getPortalUser(db, id);
    if (!user) throw new Error(`no account ${id}`);
    return user;
  }

  /** Once the sample ERP took the approved order's sales order, the job is marked as refused (the sample refuses nothing by itself). */
  async function erpRefused(orderId: string) {
    const jobDone = async () =>
      ((await db.execute(sql`select status from erp_sync where order_id = ${orderId}`)) as { rows: { status: string }[] }).rows[0]?.status;
    await expect.poll(jobDone, { timeout: patience.waitMs }).toBe('sent');
    await db.execute(sql`update erp_sync set status = 'failed', last_error = 'Matrix: Customer is blocked' where order_id = ${orderId}`);
  }

  /** Once the sample ERP holds the order's sales order, its invoice is posted there and read into the portal. */
  async function invoiced(orderId: string) {
    await expect.poll(async () => (await getOrderRecord(db, orderId))?.erpSync.status, { timeout: patience.waitMs }).toBe('sent');
    await t.app.services.erpSync.postSampleInvoice(await portalUser(accounts.superAdmin.id), orderId);
    await expect.poll(() => invoiceIdOf(orderId), { timeout: patience.waitMs }).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  }

  const invoiceIdOf = async (orderId: string) => (await listErpInvoices(db, orderId))[0]?.id;

  /** An order of `owner` in `state`, made through the orders service as the screens would. */
  async function makeOrder(owner: Account, state: OrderState, lines: 'parts' | 'screen' = 'parts'): Promise<string> {
    const input = { orderName: 'Matrix order', orderNumber: '1234', cart: lines === 'screen' ? fullCart() : partsCart() };
    const first = state === 'DRAFT' ? 'DRAFT' : 'SUBMITTED';
    // A salesperson submits nothing (issue 32): their order past Draft is one a buyer submitted for them, made here as a buyer would.
    const asOwner = await portalUser(owner.id);
    // So is a viewer's or a deactivated account's (made while they were buyers): the store is not theirs now.
    const buyer = asOwner.teamRole === 'buyer' && asOwner.active && asOwner.storeAccess;
    const saver = buyer ? asOwner : { ...asOwner, teamRole: 'buyer' as const, storeAccess: true, active: true };
    const { order } = await t.app.services.orders.save(saver, ZSaveOrderInput.parse({ ...input, status: first }));
    if (state === 'APPROVED' || state === 'ERP_FAILED' || state === 'INVOICED')
      await t.app.services.orders.save(await portalUser(accounts.superAdmin.id), ZSaveOrderInput.parse({ ...input, _id: order._id, status: 'APPROVED' }));
    // Waiting for the team's administrator (issue 32): held as a buyer's submission over the team's amount would be; set
    // here whoever owns it, so the team administrator's own order is one too.
    if (state === 'AWAITING_DEALER_APPROVAL') await db.update(orders).set({ status: 'AWAITING_DEALER_APPROVAL' }).where(eq(orders.id, order._id));
    if (state === 'ERP_FAILED') await erpRefused(order._id);
    if (state === 'INVOICED') await invoiced(order._id);
    return order._id;
  }

  /**
   * A warranty request of `owner` on an approved order of theirs with a screen, stored as the
   * service stores one (an administrator's own cannot be filed through the service: staff do not
   * file requests, yet the matrix asks about an administrator's own too).
   */
  async function makeWarranty(owner: Account): Promise<string> {
    const orderId = await kept(`order:APPROVED:screen:${owner.id}`, () => makeOrder(owner, 'APPROVED', 'screen'));
    const order = await getOrderRecord(db, orderId);
    const screen = order?.lines.screens[0];
    if (!order || !screen) throw new Error(`order ${orderId} has no screen`);
    const row = await insertWarranty(db, {
      id: randomUUID(),
      orderId,
      orderName: order.orderName,
      orderPortalNumber: order.portalNumber,
      ownerId: owner.id,
      customerId: order.customerId,
      dealerName: order.dealerName,
      userDetails: {
        userName: 'Matrix Account',
        email: order.userDetails.email,
        bc_customer_id: order.customerId,
        bc_customer_displayName: order.userDetails.bc_customer_displayName,
      },
      status: 'New',
      message: 'Matrix warranty',
      items: [{ itemId: screen.screenId, kind: 'screen', itemName: screen.screenName, subItems: ['Housing'], comments: { Housing: 'Dented' } }],
      itemsCount: 1,
      history: [{ at: new Date().toISOString(), by: 'Matrix Account', from: null, to: 'New' }],
    });
    return row.id;
  }

  /** The back office switch on (the settings rows flip it; adjustment probes turn it back on). */
  const adjustmentsOn = () => putSetting(db, 'feature.adjustments', true);

  /**
   * A Draft adjustment of `owner` on an approved order of theirs, stored as the service stores
   * one (no filing limit of the owner is spent by the fixtures).
   */
  async function makeAdjustment(owner: Account): Promise<string> {
    const orderId = await kept(`order:APPROVED:${owner.id}`, () => makeOrder(owner, 'APPROVED'));
    const order = await getOrderRecord(db, orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const id = randomUUID();
    await insertAdjustment(db, { id, orderId, ownerId: owner.id, customerId: order.customerId, description: 'Matrix adjustment' }, []);
    return id;
  }

  /** The ordered part line of the adjustment's order (openIssue's body); an id no line has when there is no such adjustment. */
  async function partLineOf(adjustmentId: string): Promise<string> {
    const orderId = (await getAdjustment(db, adjustmentId))?.orderId;
    const part = orderId ? (await getOrderRecord(db, orderId))?.lines.parts[0] : undefined;
    return part?.partId ?? randomUUID();
  }

  /** The part issue of a new adjustment of `owner`: Draft, with an image, or a reorder under review. */
  async function makeIssue(owner: Account, state: 'draft' | 'image' | 'review'): Promise<string> {
    const adjustmentId = await makeAdjustment(owner);
    const order = await getOrderRecord(db, (await getAdjustment(db, adjustmentId))?.orderId ?? '');
    const issue = order && issueRowOf(adjustmentId, order.lines, 'Part', await partLineOf(adjustmentId), 'Part');
    if (!issue?.id) throw new Error('the matrix order has no part');
    await insertAdjustmentIssue(db, issue);
    if (state === 'image') {
      const key = `${adjustmentId}/${issue.id}/${randomUUID()}-matrix.png`;
      await t.app.deps.storage.put('attachments', key, Readable.from([pngBytes]), 'image/png');
      await insertAdjustmentAttachments(db, [
        { id: randomUUID(), issueId: issue.id, storageKey: key, fileName: 'matrix.png', contentType: 'image/png', size: pngBytes.length },
      ]);
    }
    if (state === 'review') {
      await updateAdjustmentIssue(db, issue.id, { adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Reviewer', modifications: { Quantity: 1 } });
      await updateAdjustment(db, adjustmentId, { status: 'Awaiting_Reviewer', reorderIssuesCount: 1 });
    }
    return issue.id;
  }

  /** A quote of the owner's team, made by the owner from a draft of its own. */
  async function makeQuote(owner: Account, role: Role, name: ObjectName): Promise<string> {
    const orderId = await objectId({ kind: 'order', state: 'DRAFT' }, role, name);
    const input = { orderId, customerName: 'Matrix customer', validUntil: '2027-12-31' };
    return (await t.app.services.quotes.create(await portalUser(owner.id), input))._id;
  }

  /** An open invitation into a team (issue 32), stored as the service stores one: its id, the address and the link's token. */
  async function makeInvitation(customerId: string) {
    const token = randomBytes(32).toString('base64url');
    const email = `matrix-invited-${unique()}@example.com`;
    const row = await insertTeamInvitation(db, {
      customerId,
      email,
      role: 'buyer',
      tokenHash: hashLinkToken(token),
      invitedBy: accounts.teamAdmin.id,
      expiresAt: invitationExpiry(new Date()),
    });
    return { id: row.id, email, token };
  }

  /** Objects by what they are; a cell that changed its object drops it so the next cell gets a new one. */
  const made = new Map<string, string>();
  async function kept(key: string, make: () => Promise<string>) {
    const found = made.get(key);
    if (found) return found;
    const id = await make();
    made.set(key, id);
    return id;
  }
  const objectKey = (object: MatrixObject, role: Role, name: ObjectName) => {
    const owner = ownerOf(role, name);
    if (object.kind === 'ticket') return `ticket:${owner.id}`;
    if (object.kind === 'quote') return `quote:${owner.id}`;
    if (object.kind === 'warranty') return `warranty:${owner.id}`;
    if (object.kind === 'adjustment') return `adjustment:${owner.id}`;
    if (object.kind === 'issue') return `issue:${object.state}:${owner.id}`;
    if (object.kind === 'invitation') return `invitation:${owner.customer}`;
    return object.kind === 'order'
      ? `order:${object.state}${object.lines === 'screen' ? ':screen' : ''}:${owner.id}`
      : object.kind === 'user' && name !== 'own'
        ? `user:${owner.customer}`
        : undefined;
  };

  /** The id a cell's request names. */
  async function objectId(object: MatrixObject, role: Role, name: ObjectName): Promise<string> {
    const owner = ownerOf(role, name);
    if (object.kind === 'customer') return owner.customer;
    if (object.kind === 'order')
      return name === 'new' ? randomUUID() : kept(objectKey(object, role, name) ?? '', () => makeOrder(owner, object.state, object.lines));
    if (object.kind === 'warranty') return kept(objectKey(object, role, name) ?? '', () => makeWarranty(owner));
    if (object.kind === 'adjustment') return kept(objectKey(object, role, name) ?? '', () => makeAdjustment(owner));
    if (object.kind === 'issue') return kept(objectKey(object, role, name) ?? '', () => makeIssue(owner, object.state));
    if (object.kind === 'quote') return kept(objectKey(object, role, name) ?? '', () => makeQuote(owner, role, name));
    if (object.kind === 'invitation') return kept(objectKey(object, role, name) ?? '', async () => (await makeInvitation(owner.customer)).id);
    if (object.kind === 'ticket')
      return kept(
        objectKey(object, role, name) ?? '',
        async () =>
          (await t.app.services.tickets.create(await portalUser(owner.id), { ticketName: 'Matrix ticket', ticketType: 'Support', ticketMessage: 'Help' }))._id,
      );
    if (name === 'own') return owner.id;
    return kept(objectKey(object, role, name) ?? '', async () => (await insertAccount({ ...roleAccounts.dealer, bcCustomerId: owner.customer })).id);
  }

  /** An id of the same kind that names nothing: a hidden object must be answered as this one is. */
  const missingId = (object: MatrixObject) => (object.kind === 'customer' ? 'C99999' : randomUUID());

  function spent(object: MatrixObject, role: Role, name: ObjectName) {
    const key = objectKey(object, role, name);
    if (key) made.delete(key);
  }

  /**
   * The dealer team's cost (issue 32): every unit price, line total and total of its orders, in
   * cents of 10.00 or more, and its tier. No answer to its salesperson may hold one.
   */
  async function dealerPrices(): Promise<{ cents: number[]; tier: { name: string | null; rate: number } }> {
    const rows = (
      (await db.execute(sql`select lines, screens_total, roofs_total, parts_total, total_price from orders where customer_id = ${customers.dealer}`)) as {
        rows: ({ lines: Record<string, { priceCents: number; totalCents: number }[]> } & Record<string, unknown>)[];
      }
    ).rows;
    const cents = new Set<number>();
    for (const row of rows) {
      for (const line of Object.values(row.lines).flat()) [line.priceCents, line.totalCents].forEach((c) => cents.add(c));
      for (const total of [row.screens_total, row.roofs_total, row.parts_total, row.total_price]) cents.add(Number(total));
    }
    const dealer = await portalUser(accounts.dealer.id);
    return { cents: [...cents].filter((c) => c >= 1000), tier: { name: dealer.bc_customer_tierName, rate: dealer.bc_customer_tierRate } };
  }

  /** The role accounts' flags as the fixtures made them (a cell may have changed its own account). */
  async function restoreAccounts() {
    for (const role of matrixRoles) {
      if (role !== 'signedOut') await updateUser(db, accounts[role].id, { ...flagsOff, ...roleAccounts[role] });
    }
  }

  const boundary = '----authorization-matrix';
  const files: [string, Buffer][] = [
    ['uom.xlsx', await workbook(['Item No.', 'Unit of Measure Code', 'Qty. per Unit of Measure'], [['PART-100', 'EA', 1]])],
    ['salesprice.xlsx', await workbook(['Item No.', 'Unit of Measure Code', 'Unit Price USD', 'Unit Price CAD'], [['PART-100', 'EA', 2.5, 3.25]])],
  ];
  const priceSheetUpload = {
    payload: Buffer.concat([
      ...files.flatMap(([name, content]) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ` +
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
        ),
        content,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };

  // Every dealer list has rows of every customer before the first list is read, so a list that
  // showed another customer's order would show one.
  for (const role of ['dealer', 'teammate', 'otherDealer', 'corporation'] as const) await objectId({ kind: 'order', state: 'SUBMITTED' }, role, 'own');
  for (const role of ['dealer', 'teammate', 'otherDealer', 'corporation'] as const) await objectId({ kind: 'warranty' }, role, 'own');
  for (const role of ['dealer', 'teammate', 'otherDealer', 'corporation'] as const) await objectId({ kind: 'ticket' }, role, 'own');

  // Every team has a logo, so reading it answers the logo (not 'No logo yet').
  for (const customer of Object.values(customers)) {
    await saveQuoteLogo(db, customer, pngBytes, {
      // The dealer's team marks up, so a salesperson's retail prices are never its cost (run-cell.ts looks for the cost).
      markups: customer === customers.dealer ? salespersonMarkups : { screens: 1, roofs: 1, parts: 1 },
      company: { name: customer, address: '', phone: '', email: '' },
    });
  }

  await adjustmentsOn();
  for (const role of ['dealer', 'teammate', 'otherDealer', 'corporation'] as const) await objectId({ kind: 'adjustment' }, role, 'own');

  const importRun = await t.app.services.catalog.startItemsImport(await portalUser(accounts.superAdmin.id), {});
  await t.app.services.catalog.settled();

  return {
    accounts,
    self,
    unique,
    objectId,
    missingId,
    spent,
    /** The id of an INVOICED order's invoice. */
    invoiceIdOf,
    restoreAccounts,
    dealerPrices,
    importRunId: importRun.id,
    priceSheetUpload,
    /** Another session of the role's account, for a call that ends the one it is made with. */
    async newSession(role: Exclude<Role, 'signedOut'>) {
      const row = await findUserById(db, accounts[role].id);
      if (!row) throw new Error(`no account for ${role}`);
      return openSession(t.app.deps, row);
    },
    /** The first screen line of an order (a warranty request names it), or an id no line has. */
    async screenLineOf(orderId: string) {
      return (await getOrderRecord(db, orderId))?.lines.screens[0]?.screenId ?? 'no-such-line';
    },
    /** The first part line of an order (the order desk moves it through production), or an id no line has. */
    async partLineIdOf(orderId: string) {
      return (await getOrderRecord(db, orderId))?.lines.parts[0]?.partId ?? 'no-such-line';
    },
    /** An open invitation into the dealer's team: the address it names and its link's token (issue 32). */
    invitation: () => makeInvitation(customers.dealer),
    /** The ERP customer and portal administrator flag of each of these accounts (a team lists only its own members). */
    async accountTeams(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select({ id: users.id, customerId: users.bcCustomerId, isAdmin: users.isAdmin }).from(users).where(inArray(users.id, ids));
    },
    /** The team of each of these invitations. */
    async invitationTeams(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select({ id: teamInvitations.id, customerId: teamInvitations.customerId }).from(teamInvitations).where(inArray(teamInvitations.id, ids));
    },
    /** A new address for registration. */
    newEmail: () => `matrix-new-${unique()}@example.com`,
    /** Someone to sign in as (a fresh account each time, so no sign-in limit of an account is reached). */
    async signInTarget(role: Role) {
      // A salesperson signs in as one (issue 32: the answer is their own account, without the tier); anyone else as a dealer.
      return { email: (await insertAccount(role === 'salesperson' ? roleAccounts.salesperson : roleAccounts.dealer)).email, password };
    },
    /** A reset link's token of a fresh account, as the reset mail would carry it. */
    async resetToken() {
      const account = await insertAccount(roleAccounts.dealer);
      const token = randomBytes(32).toString('base64url');
      await insertPasswordReset(db, { userId: account.id, tokenHash: hashLinkToken(token), expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
      return token;
    },
    /** A tier the customer does not have, so that a tier change is a change. */
    async tierOtherThanCurrent(customerId: string) {
      const [customer] = await db.select({ tierId: erpCustomers.tierId }).from(erpCustomers).where(eq(erpCustomers.id, customerId));
      const tier = (await listCustomerTiers(db)).find((tr) => tr.id !== customer?.tierId);
      if (!tier) throw new Error('the sample has one tier only');
      return tier.id;
    },
    /** A portal pricing rule with another value than it has. */
    async changedRule() {
      const rule = (await listPortalPricingRuleRows(db)).find((r) => r.method === '+' || r.method === '-');
      if (!rule) throw new Error('the sample has no + or - rule');
      return { _id: rule.id, portalPricingMethod: rule.method, portalPricingValue: (rule.amountCents ?? 0) / 100 + 1 };
    },
    adjustmentsOn,
    partLineOf,
    /** The first image of an issue (made with state 'image'), or an id no image has. */
    async attachmentOf(issueId: string) {
      const adjustmentId = await adjustmentIdOfIssue(db, issueId);
      if (!adjustmentId) return randomUUID();
      return (await getAdjustmentIssues(db, adjustmentId)).attachments.find((a) => a.issueId === issueId)?.id ?? randomUUID();
    },
    async adjustmentsEnabled() {
      return (await t.app.services.settings.get()).adjustmentsEnabled;
    },
    /** A signed download URL of a small document (GET /api/files/download). */
    async signedDownload() {
      const key = `matrix/${unique()}.txt`;
      await t.app.deps.storage.put('docs', key, Readable.from([Buffer.from('matrix')]), 'text/plain');
      return t.app.deps.storage.signedUrl('docs', key, { expiresInSeconds: 600, disposition: 'attachment', fileName: 'matrix.txt' });
    },
    /** A stored PDF to delete (DELETE /api/files/...): its last key segment, under `prefix`. */
    async storedFile(bucket: 'docs' | 'orders', prefix: string) {
      const name = `${randomUUID()}-matrix.pdf`;
      await t.app.deps.storage.put(bucket, `${prefix}${name}`, Readable.from([matrixPdf]), 'application/pdf');
      return name;
    },
    /** One PDF as a files upload (multipart/form-data, field files). */
    fileUpload: {
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="matrix.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        matrixPdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    async isCorporation(userId: string) {
      return (await getPortalUser(db, userId))?.isCorporation ?? false;
    },
    /** The team (ERP customer) of each of these quotes. */
    async quoteTeams(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select({ id: quotes.id, customerId: quotes.customerId }).from(quotes).where(inArray(quotes.id, ids));
    },
    /** The owner and ERP customer of the orders with these portal numbers (an export names its rows by them). */
    async ordersByPortalNumber(portalNumbers: string[]) {
      if (portalNumbers.length === 0) return [];
      return db
        .select({ portalNumber: orders.portalNumber, ownerId: orders.ownerId, customerId: orders.customerId })
        .from(orders)
        .where(inArray(orders.portalNumber, portalNumbers));
    },
  };
}

export type MatrixFixtures = Awaited<ReturnType<typeof createMatrixFixtures>>;
