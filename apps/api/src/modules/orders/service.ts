import { randomUUID } from 'node:crypto';
import type { PortalUser } from '@portal/domain/accounts/user';
import { fullName } from '@portal/domain/accounts/user';
import { DomainError, type FieldErrors } from '@portal/domain/errors/domain-error';
import { effectiveOrderName, orderHeaderProblems } from '@portal/domain/orders/order-rules';
import type { TAdminOrders, TDealerOrders, TRejectOrder, TSaveOrder, TShipOrder } from '@portal/domain/orders/order-schemas';
import type { OrderStatus } from '@portal/domain/orders/order-status';
import { assertCanDelete, assertCanReject, assertCanShip, statusAfterSave } from '@portal/domain/orders/order-transitions';
import type { OrderView } from '@portal/domain/orders/order-view';
import type { DbOrTx } from '@portal/db/create-db';
import { listErpCustomers } from '@portal/db/queries/customers';
import { deleteOrder, getOrderRecord, insertOrder, insertOrderTransition, lockOrder, updateOrder, type OrderRow } from '@portal/db/queries/orders';
import { listAdminOrders, listDealerOrders, type DealerOrdersParams, type OrderPage } from '@portal/db/queries/order-lists';
import { findUserById, listAdminEmails } from '@portal/db/queries/users';
import type { AppDeps } from '../../app-deps';
import type { PendingCaller } from '../../http/require-user';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { PricingService } from '../pricing/service';
import { assertCanChange, assertCanView, orderNotFound, roleOf } from './order-access';
import { orderApprovedMail, orderRejectedMail, orderShippedMail, orderSubmittedMail } from './order-mail';
import { priceOrder, sameLines } from './order-pricing';
import { toOrderView } from './order-view-mapper';
import type { SerializedOrderList } from './order-list-body';
import { createListItemCopies, pageItems, storeListItem } from './order-list-items';

export interface SavedOrder {
  order: OrderView;
  /** True when the save created the order (REST answers 201). */
  created: boolean;
}

/**
 * Orders (portal.md §2–§6): every permission, transition and price is decided here, whatever
 * the client shows or sends. Mail leaves after the transaction commits and never undoes it.
 */
export function createOrdersService(deps: AppDeps, pricing: PricingService) {
  const { db, config } = deps;
  const listItemCopies = createListItemCopies();

  /** The order as just written (in its transaction), its list item stored with it. */
  async function written(tx: DbOrTx, id: string): Promise<OrderView> {
    const row = await getOrderRecord(tx, id);
    if (!row) throw orderNotFound();
    await storeListItem(tx, row);
    return toOrderView(row);
  }

  async function listOf(page: OrderPage, offset: number, limit: number): Promise<SerializedOrderList> {
    return { items: await pageItems(db, page, listItemCopies), total: page.total, offset, limit };
  }

  function record(tx: DbOrTx, orderId: string, actor: PortalUser, from: OrderStatus | null, to: OrderStatus, reason: string | null = null) {
    return insertOrderTransition(tx, { orderId, byUserId: actor._id, byName: fullName(actor), fromStatus: from, toStatus: to, reason });
  }

  /** The price group and tier an order is priced in: frozen on the order, never the caller's. */
  function pricingContext(actor: PortalUser, frozen: { priceGroup: 'USD' | 'CAD'; tierRateBp: number } | null) {
    if (!frozen) return pricing.contextFor(actor);
    return pricing.contextFor({ ...actor, bc_customer_priceGroup: frozen.priceGroup, bc_customer_tierRate: frozen.tierRateBp / 10000 });
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

  async function sendAll(messages: MailMessage[]) {
    for (const message of messages) {
      await deps.mailer.send(message).catch((err: unknown) => deps.log.error({ err, to: message.to, subject: message.subject }, 'could not send an order mail'));
    }
  }

  async function ownerEmail(order: OrderView): Promise<string> {
    const owner = order.user ? await findUserById(db, order.user) : undefined;
    return owner?.email ?? order.userDetails.email;
  }

  async function save(actor: PortalUser, input: TSaveOrder): Promise<SavedOrder> {
    const role = roleOf(actor);
    if (input.status === 'APPROVED' && role !== 'admin') throw new DomainError('FORBIDDEN', 'Only administrators can approve orders');
    const header = { ...orderHeaderProblems(input, actor), ...(await transferProblems(actor, input)) };
    if (Object.keys(header).length > 0) throw new DomainError('BAD_INPUT', Object.values(header)[0] ?? 'Invalid order', header);

    const id = input._id ?? randomUUID();
    // The price group and tier never change after creation: read them (and the catalog) before
    // the transaction, which must not wait on another connection (PGlite has one).
    const known = input._id ? await getOrderRecord(db, input._id) : undefined;
    const ctx = await pricingContext(actor, known ?? null);
    const result = await db.transaction(async (tx) => {
      const existing = input._id ? await lockOrder(tx, input._id) : undefined;
      if (existing && !known) throw new DomainError('CONFLICT', 'This order was saved at the same time by another request: reload it');
      if (existing) assertCanChange(actor, existing);
      const from = existing?.status ?? null;
      const status = statusAfterSave(from, role, input.status);
      // A processed order keeps the prices it was submitted with unless its lines change (decisions.md).
      const keepPrices = existing !== undefined && from === 'SUBMITTED' && sameLines(existing.lines, input.cart);
      const priced = keepPrices ? null : priceOrder(ctx, input.cart);
      if (priced && status !== 'DRAFT' && priced.problems.length > 0) {
        const fieldErrors = Object.fromEntries(priced.problems.map((p) => [`cart.${p.section}.${p.index}`, p.message]));
        throw new DomainError('CONFLICT', priced.problems.map((p) => p.message).join('; '), fieldErrors);
      }
      const header = {
        orderName: effectiveOrderName(input),
        orderNumber: input.orderNumber,
        transfer: input.transfer,
        sender: input.transfer ? input.sender : null,
        receiver: input.transfer ? input.receiver : null,
        extraDetails: input.cart.extraDetails,
        status,
      };
      if (existing) {
        const prices = priced ? { lines: priced.lines, ...priced.totals } : { lines: renamed(existing, input.cart) };
        await updateOrder(tx, existing, { ...header, ...prices });
      } else {
        if (!priced || !actor.bc_customer_id || !actor.bc_customer_priceGroup) throw new DomainError('CONFLICT', 'Your account is not linked to a Business Central customer, so there are no prices for it');
        const inserted = await insertOrder(tx, {
          id,
          ...header,
          ...priced.totals,
          lines: priced.lines,
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
        if (!inserted) throw new DomainError('CONFLICT', 'This order was saved at the same time by another request: reload it');
      }
      if (from !== status) await record(tx, id, actor, from, status);
      return { order: await written(tx, id), created: !existing, from, status };
    });

    const mails: MailMessage[] = [];
    if (result.status === 'SUBMITTED' && result.from !== 'SUBMITTED') {
      for (const admin of await listAdminEmails(db)) mails.push(orderSubmittedMail(admin, result.order, config.PUBLIC_URL));
    }
    if (result.status === 'APPROVED' && result.from !== 'APPROVED') mails.push(orderApprovedMail(await ownerEmail(result.order), result.order, config.PUBLIC_URL));
    await sendAll(mails);
    return { order: result.order, created: result.created };
  }

  /** Kept prices, with the names and details the processing admin may have edited. */
  function renamed(existing: OrderRow, cart: TSaveOrder['cart']) {
    return {
      screens: existing.lines.screens.map((l, i) => ({ ...l, screenName: cart.screens[i]?.screenName ?? l.screenName, details: cart.screens[i]?.details ?? l.details })),
      roofs: existing.lines.roofs,
      parts: existing.lines.parts,
    };
  }

  /** Locks a visible order, checks the rule, updates it and records the transition. */
  async function transition(actor: PortalUser, id: string, check: (row: OrderRow) => void, values: Partial<OrderRow> & { status: OrderStatus }, reason: string | null = null) {
    return db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (!row) throw orderNotFound();
      assertCanView(actor, row);
      check(row);
      await updateOrder(tx, row, values);
      await record(tx, id, actor, row.status, values.status, reason);
      return written(tx, id);
    });
  }

  return {
    generateId() {
      return { _id: randomUUID() };
    },

    save,

    async get(actor: PortalUser, id: string): Promise<OrderView> {
      const row = await getOrderRecord(db, id);
      if (!row) throw orderNotFound();
      assertCanView(actor, row);
      return toOrderView(row);
    },

    /** My orders, or my team's (every order of my ERP customer); the page is read while the caller's session is checked. */
    async dealerList(caller: PendingCaller, p: TDealerOrders): Promise<SerializedOrderList> {
      const read = (owner: DealerOrdersParams['owner']) => listDealerOrders(deps.dbHandle, { owner, orderBy: p.orderBy, sortOrder: p.sortOrder, offset: p.offset, limit: p.limit });
      const early = read(p.scope === 'team' ? { teamOf: caller.userId } : { ownerId: caller.userId });
      early.catch(() => undefined);
      const user = await caller.user;
      // An account without an ERP customer has no team: its own orders.
      const page = p.scope === 'team' && !user.bc_customer_id ? await read({ ownerId: user._id }) : await early;
      return listOf(page, p.offset, p.limit);
    },

    /** Every dealer's orders except drafts; the page is read while the caller's session is checked. */
    async adminList(caller: PendingCaller, p: TAdminOrders): Promise<SerializedOrderList> {
      const statuses = p.status ? (p.status.split(',') as OrderStatus[]) : undefined;
      const early = listAdminOrders(deps.dbHandle, { dealerName: p.filter || undefined, statuses, currency: p.currency, orderBy: p.orderBy, sortOrder: p.sortOrder, offset: p.offset, limit: p.limit });
      early.catch(() => undefined);
      await caller.user;
      return listOf(await early, p.offset, p.limit);
    },

    async remove(actor: PortalUser, id: string) {
      await db.transaction(async (tx) => {
        const row = await lockOrder(tx, id);
        if (!row) throw orderNotFound();
        assertCanChange(actor, row);
        assertCanDelete(row.status);
        await deleteOrder(tx, row);
      });
      return { message: 'Order deleted.' };
    },

    async reject(actor: PortalUser, input: TRejectOrder) {
      const order = await transition(actor, input.id, (row) => assertCanReject(row.status, roleOf(actor)), { status: 'REJECTED', rejectionReason: input.reason }, input.reason);
      await sendAll([orderRejectedMail(await ownerEmail(order), order, input.reason, config.PUBLIC_URL)]);
      return order;
    },

    async ship(actor: PortalUser, input: TShipOrder) {
      const values = { status: 'Shipped' as const, shippingAgent: input.shippingAgent, trackingNumber: input.trackingNumber, shippingDate: new Date() };
      const order = await transition(actor, input.id, (row) => assertCanShip(row.status, roleOf(actor), row.quoteIds), values);
      await sendAll([orderShippedMail(await ownerEmail(order), order, config.PUBLIC_URL)]);
      return order;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
