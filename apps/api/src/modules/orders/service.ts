import { portalNumberIn } from '@portal/domain/orders/portal-number';
import { noErpCustomerError } from '@portal/domain/customers/customer';
import { randomUUID } from 'node:crypto';
import type { PortalUser } from '@portal/domain/accounts/user';
import { fullName } from '@portal/domain/accounts/user';
import { DomainError, type FieldErrors } from '@portal/domain/errors/domain-error';
import { orderLimitError, orderSizeProblems, orderValueProblems } from '@portal/domain/limits/order-limits';
import { effectiveOrderName, orderHeaderProblems } from '@portal/domain/orders/order-rules';
import { orderMessages, type TAdminOrders, type TDealerOrders, type TRejectOrder, type TSaveOrder, type TShipOrder } from '@portal/domain/orders/order-schemas';
import type { OrderStatus } from '@portal/domain/orders/order-status';
import { canViewOrder, orderNotFound, orderViewerOf } from '@portal/domain/orders/order-actions';
import { orderHeaderChanges, orderLineChanges, type OrderLineChange } from '@portal/domain/orders/order-line-changes';
import { assertStepReachable, saveStep } from '@portal/domain/orders/order-transitions';
import { priceOrder, repriceChangedLines, unknownCartOptions } from '@portal/domain/orders/order-pricing';
import { repricingTierRate, savedOrderFollowsOwnerTier } from '@portal/domain/orders/repricing-tier';
import type { OrderView } from '@portal/domain/orders/order-view';
import type { DbOrTx } from '@portal/db/create-db';
import { listErpCustomers } from '@portal/db/queries/customers';
import { claimIdempotencyKey, completeIdempotencyKey, findIdempotencyKey, type IdempotencyRecord } from '@portal/db/queries/idempotency-keys';
import { deleteOrder, getOrderRecord, insertOrder, insertOrderTransition, lockOrder, updateOrder, type OrderRow } from '@portal/db/queries/orders';
import { listAdminOrders, listDealerOrders, type DealerOrdersParams, type OrderPage } from '@portal/db/queries/order-lists';
import { getPortalUser, listAdminEmails, listTeamAdminEmails } from '@portal/db/queries/users';
import { getTeamApprovalLimits } from '@portal/db/queries/teams';
import { needsDealerApproval, type TDealerApproval } from '@portal/domain/orders/dealer-approval';
import type { AppDeps } from '../../app-deps';
import type { PendingCaller } from '../accounts/pending-caller';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { PricingService } from '../pricing/service';
import type { ErpSyncService } from '../erp-sync/service';
import { assertCan, assertCanOnNew } from './order-access';
import {
  orderApprovedMail,
  orderAwaitingDealerApprovalMail,
  orderDealerDecisionMail,
  orderPromiseMovedMail,
  orderRejectedMail,
  orderShippedMail,
  orderSubmittedMail,
} from './order-mail';
import { toOrderView, type EstimateBasis } from './order-view-mapper';
import { portalToday, readLeadTimes } from '../lead-times/service';
import { orderEstimates } from '@portal/domain/lead-times/lead-times';
import { movesLater, promiseChange, type TChangePromise } from '@portal/domain/orders/order-promise';
import { assertProductionMove, confirmedLines, productionMessages, type TSetLineProduction } from '@portal/domain/orders/production-status';
import { lineName } from '@portal/domain/orders/order-line-changes';
import { createListItemCopies, pageItems, readOnlyCopies, storeListItem, type SerializedOrderList } from './order-list-items';
import { exportRowOfItem, exportRowsOf, type OrderExportPage } from './order-export-rows';
import { orderFiler, retailMarkupsFor } from '../teams/retail-prices';
import { retailOrderView } from '@portal/domain/teams/retail-view';
import type { Markups } from '@portal/domain/quotes/retail-prices';
import { orderLimitsOf } from './order-limits';
import { saveRequestHash } from './save-request-hash';
import { copyOrder, previewCopy } from './order-copy';
import type { TCopyOrder, TOrderCopy, TOrderCopyPreview } from '@portal/domain/orders/order-copy';
import { removePrefixWithVariants } from '../files/photo-variants';
import { assertShipsByHand } from '@portal/domain/erp-sync/erp-sync';
import { erpSyncStatusOf } from '@portal/db/queries/erp-sync';
import { erpKindOf } from '../../adapters/erp/business-central/bc-settings';

export interface SavedOrder {
  order: OrderView;
  /** True when the save created the order (REST answers 201). */
  created: boolean;
}

/**
 * Orders (portal.md §2–§6): every permission, transition and price is decided here, whatever
 * the client shows or sends. Mail is written to the outbox in the transaction of the change it reports.
 */
export function createOrdersService(deps: AppDeps, pricing: PricingService, erpSync: Pick<ErpSyncService, 'enqueue' | 'nudge'>) {
  const { db, config } = deps;
  const listItemCopies = createListItemCopies();
  const limits = orderLimitsOf(config);
  const erpKind = erpKindOf(config);

  const today = () => portalToday(config);

  /** What the estimates are counted from: the lead-time table as saved, and today. */
  async function estimateBasis(tx: DbOrTx): Promise<EstimateBasis> {
    return { leadTimes: await readLeadTimes(tx), today: today() };
  }

  /** The order as just written (in its transaction), its list item stored with it. */
  async function written(tx: DbOrTx, id: string): Promise<OrderView> {
    const row = await getOrderRecord(tx, id);
    if (!row) throw orderNotFound();
    await storeListItem(tx, row);
    return toOrderView(row, await estimateBasis(tx));
  }

  async function listOf(page: OrderPage, offset: number, limit: number): Promise<SerializedOrderList> {
    return { items: await pageItems(db, page, listItemCopies), total: page.total, offset, limit };
  }

  async function exportPageOf(page: OrderPage): Promise<OrderExportPage> {
    return { items: await exportRowsOf(db, page, readOnlyCopies(listItemCopies)), total: page.total };
  }

  /** What the caller reads of an order: a salesperson its retail prices (issue 32), anyone else the order as it is. */
  async function shown<O extends OrderView>(actor: PortalUser, order: O): Promise<O> {
    const markups = await retailMarkupsFor(db, actor);
    return markups ? retailOrderView(order, markups) : order;
  }

  /** A page of a list as a salesperson reads it: each stored row at retail. */
  function retailRows(items: Buffer[], markups: Markups): OrderView[] {
    return items.map((bytes) => retailOrderView(JSON.parse(bytes.toString('utf8')) as OrderView, markups));
  }

  /** My orders or my team's: the page's ids, read while the caller's session is checked. */
  async function dealerPage(caller: PendingCaller, p: TDealerOrders): Promise<OrderPage> {
    const pageFor = (owner: DealerOrdersParams['owner']) =>
      listDealerOrders(deps.dbHandle, {
        owner,
        search: p.search || undefined,
        portalNumber: p.search ? portalNumberIn(p.search) : undefined,
        orderBy: p.orderBy,
        sortOrder: p.sortOrder,
        offset: p.offset,
        limit: p.limit,
      });
    const early = pageFor(p.scope === 'team' ? { teamOf: caller.userId } : { ownerId: caller.userId });
    early.catch(() => undefined);
    const user = await caller.user;
    // An account without an ERP customer has no team: its own orders.
    return p.scope === 'team' && !user.bc_customer_id ? pageFor({ ownerId: user._id }) : early;
  }

  /** Every dealer's orders except drafts: the page's ids, read while the caller's session is checked. */
  async function adminPage(caller: PendingCaller, p: TAdminOrders): Promise<OrderPage> {
    const statuses = p.status ? (p.status.split(',') as OrderStatus[]) : undefined;
    const early = listAdminOrders(deps.dbHandle, {
      dealerName: p.filter || undefined,
      portalNumber: p.filter ? portalNumberIn(p.filter) : undefined,
      statuses,
      currency: p.currency,
      erpSync: p.erpSync,
      lateOn: p.late ? today() : undefined,
      orderBy: p.orderBy,
      sortOrder: p.sortOrder,
      offset: p.offset,
      limit: p.limit,
    });
    early.catch(() => undefined);
    await caller.user;
    return early;
  }

  function record(
    tx: DbOrTx,
    orderId: string,
    actor: PortalUser,
    from: OrderStatus | null,
    to: OrderStatus,
    reason: string | null = null,
    changes: OrderLineChange[] = [],
  ) {
    return insertOrderTransition(tx, { orderId, byUserId: actor._id, byName: fullName(actor), fromStatus: from, toStatus: to, reason, changes });
  }

  /**
   * The prices an order is saved at: today's catalog and rules. A new order is priced at its
   * creator's tier; a saved one at the tier the domain picks (repricingTierRate): its owner's of
   * today while it is not submitted yet (the owner is read only then), else the tier frozen on it.
   * The currency never changes after creation.
   */
  async function pricingContext(actor: PortalUser, known: OrderRow | undefined) {
    if (!known) return pricing.contextFor(actor);
    const owner =
      savedOrderFollowsOwnerTier(known.status) && known.ownerId ? (known.ownerId === actor._id ? actor : await getPortalUser(db, known.ownerId)) : undefined;
    return pricing.contextFor({ ...actor, bc_customer_priceGroup: known.priceGroup, bc_customer_tierRate: repricingTierRate(known, owner) });
  }

  /** Transfer parties: flagged sender/receiver customers; the company's own dealers for administrators only. */
  async function transferProblems(actor: PortalUser, input: TSaveOrder): Promise<FieldErrors> {
    if (!input.transfer) return {};
    const allowed = new Map((await listErpCustomers(db)).filter((c) => c.isSenderReceiver).map((c) => [c.id, c]));
    const problems: FieldErrors = {};
    for (const field of ['sender', 'receiver'] as const) {
      const id = input[field] ?? '';
      if (!allowed.has(id) || (!actor.isAdmin && config.INTERNAL_DEALER_IDS.includes(id))) problems[field] = 'Please choose a customer from the list';
    }
    return problems;
  }

  /**
   * A retry of a committed save (same account, same Idempotency-Key): the same request answers
   * the order it saved with the same status, as it stands now; another request is refused.
   */
  async function replay(actor: PortalUser, record: IdempotencyRecord, requestHash: string): Promise<SavedOrder> {
    if (record.requestHash !== requestHash) throw new DomainError('CONFLICT', orderMessages.idempotencyKeyReused, undefined, 'IDEMPOTENCY_KEY_REUSED');
    const row = await getOrderRecord(db, record.orderId);
    if (!row || !canViewOrder(orderViewerOf(actor), { ...row, stored: true })) throw orderNotFound();
    return { order: toOrderView(row, await estimateBasis(db)), created: record.responseStatus === 201 };
  }

  /** An order the caller may see, at the dealer's prices; 404 otherwise. */
  async function read(actor: PortalUser, id: string): Promise<OrderView> {
    const row = await getOrderRecord(db, id);
    if (!row || !canViewOrder(orderViewerOf(actor), { ...row, stored: true })) throw orderNotFound();
    return toOrderView(row, await estimateBasis(db));
  }

  /** An order the caller may copy (any it may see); 404 otherwise. */
  async function copySourceFor(actor: PortalUser, id: string): Promise<OrderView> {
    const row = await getOrderRecord(db, id);
    if (!row) throw orderNotFound();
    assertCan('copyOrder', actor, row);
    return toOrderView(row);
  }

  /** `boundTo` names what a key is bound to where the save serves another request (a copy). */
  async function save(actor: PortalUser, input: TSaveOrder, boundTo?: string): Promise<SavedOrder> {
    const key = input.idempotencyKey;
    const requestHash = key ? (boundTo ?? saveRequestHash(input)) : '';
    // Before any rule is checked: the retry of a submit would otherwise meet its own submitted order.
    const done = key ? await findIdempotencyKey(db, actor._id, key) : undefined;
    if (done) return replay(actor, done, requestHash);
    const header = { ...orderHeaderProblems(input, actor), ...(await transferProblems(actor, input)) };
    if (input.promisedShipDate !== undefined && input.status !== 'APPROVED') header.promisedShipDate = orderMessages.promiseAtApproval;
    if (Object.keys(header).length > 0) throw new DomainError('BAD_INPUT', Object.values(header)[0] ?? 'Invalid order', header);
    // Sizes first: an order over them is refused before anything is read or priced.
    const size = orderSizeProblems(input.cart, limits);
    if (Object.keys(size).length > 0) throw orderLimitError(size);

    const id = input._id ?? randomUUID();
    // The tier (and the catalog) are read before the transaction, which must not wait on another
    // connection (PGlite has one); the version check below catches a write in between.
    const known = input._id ? await getOrderRecord(db, input._id) : undefined;
    if (known) assertCan(saveStep(known.status, input.status).action, actor, known);
    const ctx = await pricingContext(actor, known);
    // An option the part does not have is a mistake in the request, not a line to keep in a draft.
    const options = unknownCartOptions(ctx, input.cart);
    if (Object.keys(options).length > 0) throw new DomainError('BAD_INPUT', Object.values(options)[0] ?? 'Unknown option', options);
    const result = await db.transaction(async (tx) => {
      // First, so a concurrent save with the same key waits here until this one commits or rolls back.
      if (key && !(await claimIdempotencyKey(tx, { userId: actor._id, key, requestHash, orderId: id }))) {
        const record = await findIdempotencyKey(tx, actor._id, key);
        if (!record) throw new DomainError('CONFLICT', 'A save with this Idempotency-Key is in progress: retry it in a moment');
        return { replayOf: record };
      }
      const existing = input._id ? await lockOrder(tx, input._id) : undefined;
      if (existing && !known)
        throw new DomainError('CONFLICT', 'This order was saved at the same time by another request: reload it', undefined, 'ORDER_CHANGED');
      const from = existing?.status ?? null;
      const step = saveStep(from, input.status);
      if (existing) assertCan(step.action, actor, existing);
      else assertCanOnNew(step.action, actor);
      assertStepReachable(from, step.status);
      // A stale tab: the order was written since the caller loaded it (or since the read above).
      if (existing && ((input.version !== undefined && input.version !== existing.version) || existing.version !== known?.version)) {
        throw new DomainError('CONFLICT', orderMessages.changedSinceOpened, undefined, 'ORDER_CHANGED');
      }
      const allPriced = priceOrder(ctx, input.cart);
      // A submitted order keeps the prices it was placed at, except on the lines the administrator changed.
      const priced = existing && from === 'SUBMITTED' ? repriceChangedLines(existing.lines, allPriced, input.cart) : allPriced;
      if (step.status !== 'DRAFT' && priced.problems.length > 0) {
        const fieldErrors = Object.fromEntries(priced.problems.map((p) => [`cart.${p.section}.${p.index}`, p.message]));
        throw new DomainError('CONFLICT', priced.problems.map((p) => p.message).join('; '), fieldErrors, 'LINES_NOT_ORDERABLE');
      }
      // The value on the server's prices (the kept ones of a submitted order included), before anything is written.
      const value = orderValueProblems(priced.totals.totalPrice, ctx.priceGroup, limits);
      if (Object.keys(value).length > 0) throw orderLimitError(value);
      // A buyer's submission above the team's spending approval waits for the team's administrator (issue 32).
      const team = existing?.customerId ?? actor.bc_customer_id;
      const held =
        step.status === 'SUBMITTED' &&
        from !== 'SUBMITTED' &&
        team !== null &&
        needsDealerApproval(priced.totals.totalPrice, ctx.priceGroup, await getTeamApprovalLimits(tx, team), actor);
      const status: OrderStatus = held ? 'AWAITING_DEALER_APPROVAL' : step.status;
      const approving = status === 'APPROVED' && from !== 'APPROVED';
      // Approval fixes the promise (the approver's day, else today + the slowest line) and confirms every line.
      const promise = approving ? await promiseAtApproval(tx, input.promisedShipDate, priced.lines) : {};
      const values = {
        ...promise,
        orderName: effectiveOrderName(input),
        orderNumber: input.orderNumber,
        transfer: input.transfer,
        sender: input.transfer ? input.sender : null,
        receiver: input.transfer ? input.receiver : null,
        extraDetails: input.cart.extraDetails,
        status,
        lines: priced.lines,
        ...priced.totals,
      };
      if (existing) {
        // Not yet submitted: the owner's tier of today travels with the prices.
        const tier =
          from === 'SUBMITTED' ? {} : { tierRateBp: ctx.tierRateBp, userDetails: { ...existing.userDetails, bc_customer_tierRate: ctx.tierRateBp / 10000 } };
        await updateOrder(tx, existing, { ...values, ...tier });
      } else {
        if (!actor.bc_customer_id || !actor.bc_customer_priceGroup) throw noErpCustomerError();
        const inserted = await insertOrder(tx, {
          id,
          ...values,
          ownerId: actor._id,
          customerId: actor.bc_customer_id,
          priceGroup: actor.bc_customer_priceGroup,
          tierRateBp: ctx.tierRateBp,
          dealerName: actor.bc_customer_displayName ?? actor.bc_customer_id,
          userDetails: {
            userName: fullName(actor),
            email: actor.email,
            bc_customer_id: actor.bc_customer_id,
            bc_customer_displayName: actor.bc_customer_displayName,
            bc_customer_priceGroup: actor.bc_customer_priceGroup,
            bc_customer_tierRate: ctx.tierRateBp / 10000,
          },
        });
        if (!inserted) throw new DomainError('CONFLICT', 'This order was saved at the same time by another request: reload it', undefined, 'ORDER_CHANGED');
      }
      // An administrator's changes to a submitted order are in its history, line by line.
      const changes = existing && from === 'SUBMITTED' ? [...orderHeaderChanges(existing, values), ...orderLineChanges(existing.lines, priced.lines)] : [];
      if (from !== status || changes.length > 0) await record(tx, id, actor, from, status, null, changes);
      if (key) await completeIdempotencyKey(tx, actor._id, key, existing ? 200 : 201);
      // The ERP job, in the approval's transaction: the sales order is due exactly when the approval committed.
      const approved = approving;
      if (approved) await erpSync.enqueue(tx, id);
      const order = await written(tx, id);
      // In the same transaction: the mail exists exactly when the step it reports committed.
      const mails: MailMessage[] = [];
      if (status === 'SUBMITTED' && from !== 'SUBMITTED') {
        for (const admin of await listAdminEmails(tx)) mails.push(orderSubmittedMail(admin, order, config.PUBLIC_URL));
      }
      if (held && team !== null) {
        for (const teamAdmin of await listTeamAdminEmails(tx, team)) mails.push(orderAwaitingDealerApprovalMail(teamAdmin, order, config.PUBLIC_URL));
      }
      if (approved) {
        const to = await orderFiler(tx, order);
        mails.push(orderApprovedMail(to.email, to.order, config.PUBLIC_URL));
      }
      await deps.outbox.enqueue(tx, mails);
      return { order, created: !existing, mailed: mails.length > 0, approved };
    });
    if (result.replayOf) return replay(actor, result.replayOf, requestHash);
    if (result.mailed) deps.outbox.nudge();
    if (result.approved) erpSync.nudge();
    return { order: result.order, created: result.created };
  }

  /** What approval writes on the order: the promised ship date and every line Confirmed. */
  async function promiseAtApproval(tx: DbOrTx, chosen: string | undefined, lines: OrderRow['lines']) {
    const basis = await estimateBasis(tx);
    const promisedShipDate = chosen ?? orderEstimates(basis.leadTimes, basis.today, lines).order ?? basis.today;
    const ids = [...lines.screens.map((l) => l.screenId), ...lines.roofs.map((l) => l.roofId), ...lines.parts.map((l) => l.partId)];
    return { promisedShipDate, lineProduction: confirmedLines(ids, new Date().toISOString()) };
  }

  /** Locks a visible order, checks the rule, updates it, records the transition and writes its mail, in one transaction. */
  async function transition(
    actor: PortalUser,
    id: string,
    check: (row: OrderRow, tx: DbOrTx) => void | Promise<void>,
    values: Partial<OrderRow> & { status: OrderStatus },
    mailOf: (order: OrderView, to: string) => MailMessage,
    reason: string | null = null,
  ) {
    const order = await db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (!row) throw orderNotFound();
      await check(row, tx);
      await updateOrder(tx, row, values);
      await record(tx, id, actor, row.status, values.status, reason);
      const view = await written(tx, id);
      const to = await orderFiler(tx, view);
      await deps.outbox.enqueue(tx, [mailOf(to.order, to.email)]);
      return view;
    });
    deps.outbox.nudge();
    return order;
  }

  return {
    generateId() {
      return { _id: randomUUID() };
    },

    async save(actor: PortalUser, input: TSaveOrder): Promise<SavedOrder> {
      const saved = await save(actor, input);
      return { ...saved, order: await shown(actor, saved.order) };
    },

    /** A copy of an order the caller may see, as a new draft of the caller's at today's prices. */
    async copy(actor: PortalUser, input: TCopyOrder): Promise<TOrderCopy> {
      return copyOrder(pricing, save, await copySourceFor(actor, input.id), actor, input, await retailMarkupsFor(db, actor));
    },

    /** A copy of an order as it was (a quote's copy of it) into a new draft of the caller's: the same rules as copy. */
    async copyFrom(actor: PortalUser, source: OrderView): Promise<TOrderCopy> {
      return copyOrder(pricing, save, source, actor, { id: source._id }, await retailMarkupsFor(db, actor));
    },

    /** What that copy would make, nothing written: the same access, the same lines. */
    async copyPreview(actor: PortalUser, id: string): Promise<TOrderCopyPreview> {
      return previewCopy(pricing, await copySourceFor(actor, id), actor, await retailMarkupsFor(db, actor));
    },

    /** An order as the caller reads it (a salesperson at retail). */
    async get(actor: PortalUser, id: string): Promise<OrderView> {
      return shown(actor, await read(actor, id));
    },

    /** An order the caller may see, at the dealer's prices whoever asks (a quote is made from these). */
    read,

    /**
     * The team's administrator decides on an order over the spending approval (issue 32): approved,
     * it is submitted to the manufacturer as any submission is (its mails to the administrators);
     * sent back, it is a draft again with the reason in its history. The buyer is mailed either way.
     */
    async dealerApproval(actor: PortalUser, input: TDealerApproval): Promise<OrderView> {
      const order = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, input.id);
        if (!row) throw orderNotFound();
        assertCan('dealerApprove', actor, row);
        const approve = input.decision === 'approve';
        const status = approve ? 'SUBMITTED' : 'DRAFT';
        const reason = approve ? null : (input.reason ?? null);
        await updateOrder(tx, row, { status });
        await record(tx, row.id, actor, row.status, status, reason);
        const view = await written(tx, row.id);
        const to = await orderFiler(tx, view);
        const mails = [orderDealerDecisionMail(to.email, to.order, reason, config.PUBLIC_URL)];
        if (approve) for (const admin of await listAdminEmails(tx)) mails.push(orderSubmittedMail(admin, view, config.PUBLIC_URL));
        await deps.outbox.enqueue(tx, mails);
        return view;
      });
      deps.outbox.nudge();
      return order;
    },

    /** An approved order's promise moved (issue 32): kept in its history with the reason; a later day is mailed to the dealer. */
    async changePromise(actor: PortalUser, input: TChangePromise): Promise<OrderView> {
      const result = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, input.id);
        if (!row) throw orderNotFound();
        assertCan('promise', actor, row);
        const before = row.promisedShipDate;
        if (before === input.promisedShipDate) return { view: await written(tx, row.id), mailed: false };
        await updateOrder(tx, row, { promisedShipDate: input.promisedShipDate });
        await record(tx, row.id, actor, row.status, row.status, input.reason, [promiseChange(before, input.promisedShipDate)]);
        const view = await written(tx, row.id);
        const later = movesLater(before, input.promisedShipDate);
        if (later) {
          const to = await orderFiler(tx, view);
          await deps.outbox.enqueue(tx, [orderPromiseMovedMail(to.email, to.order, before, input.reason, config.PUBLIC_URL)]);
        }
        return { view, mailed: later };
      });
      if (result.mailed) deps.outbox.nudge();
      return result.view;
    },

    /** One line moved through production (issue 32): kept in the order's history; back needs a reason. */
    async setLineProduction(actor: PortalUser, input: TSetLineProduction): Promise<OrderView> {
      return db.transaction(async (tx) => {
        const row = await lockOrder(tx, input.id);
        if (!row) throw orderNotFound();
        assertCan('produce', actor, row);
        const line = lineName(row.lines, input.lineId);
        const current = row.lineProduction[input.lineId];
        if (line === undefined || current === undefined) throw new DomainError('NOT_FOUND', productionMessages.line, { lineId: productionMessages.line });
        assertProductionMove(current.status, input.productionStatus, input.reason);
        const lineProduction = { ...row.lineProduction, [input.lineId]: { status: input.productionStatus, at: new Date().toISOString() } };
        await updateOrder(tx, row, { lineProduction });
        await record(tx, row.id, actor, row.status, row.status, input.reason?.trim() || null, [
          { line: `${line}: production`, before: current.status, after: input.productionStatus },
        ]);
        return written(tx, row.id);
      });
    },

    /** My orders, or my team's (every order of my ERP customer); the page is read while the caller's session is checked. */
    async dealerList(caller: PendingCaller, p: TDealerOrders): Promise<SerializedOrderList> {
      const list = await listOf(await dealerPage(caller, p), p.offset, p.limit);
      const markups = await retailMarkupsFor(db, await caller.user);
      if (!markups) return list;
      return { ...list, items: retailRows(list.items, markups).map((row) => Buffer.from(JSON.stringify(row))) };
    },

    /** Every dealer's orders except drafts; the page is read while the caller's session is checked. */
    async adminList(caller: PendingCaller, p: TAdminOrders): Promise<SerializedOrderList> {
      return listOf(await adminPage(caller, p), p.offset, p.limit);
    },

    /** A page of a dealer's list as an export reads it: the same rows, the fields its columns show. */
    async dealerExportRows(caller: PendingCaller, p: TDealerOrders): Promise<OrderExportPage> {
      const page = await dealerPage(caller, p);
      const markups = await retailMarkupsFor(db, await caller.user);
      if (!markups) return exportPageOf(page);
      return { items: retailRows(await pageItems(db, page, listItemCopies), markups).map(exportRowOfItem), total: page.total };
    },

    /** A page of the administrators' list as an export reads it. */
    async adminExportRows(caller: PendingCaller, p: TAdminOrders): Promise<OrderExportPage> {
      return exportPageOf(await adminPage(caller, p));
    },

    async remove(actor: PortalUser, id: string) {
      await db.transaction(async (tx) => {
        const row = await lockOrder(tx, id);
        if (!row) throw orderNotFound();
        assertCan('delete', actor, row);
        await deleteOrder(tx, row);
      });
      // Its files go with it, once the delete has committed; a storage failure is logged, not undone.
      await removePrefixWithVariants(deps.storage, 'orders', `${id}/`).catch((err: unknown) =>
        deps.log.error({ err, orderId: id }, "could not delete a deleted order's files"),
      );
      return { message: 'Order deleted.' };
    },

    async reject(actor: PortalUser, input: TRejectOrder) {
      const mailOf = (order: OrderView, to: string) => orderRejectedMail(to, order, input.reason, config.PUBLIC_URL);
      return transition(actor, input.id, (row) => assertCan('reject', actor, row), { status: 'REJECTED', rejectionReason: input.reason }, mailOf, input.reason);
    },

    async ship(actor: PortalUser, input: TShipOrder) {
      const values = { status: 'Shipped' as const, shippingAgent: input.shippingAgent, trackingNumber: input.trackingNumber, shippingDate: new Date() };
      const mailOf = (order: OrderView, to: string) => orderShippedMail(to, order, config.PUBLIC_URL);
      const check = async (row: OrderRow, tx: DbOrTx) => {
        assertCan('ship', actor, row);
        assertShipsByHand(erpKind, await erpSyncStatusOf(tx, row.id));
      };
      return transition(actor, input.id, check, values, mailOf);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
