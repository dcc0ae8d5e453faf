import { randomUUID } from 'node:crypto';
import type { PortalUser } from '@portal/domain/accounts/user';
import { fullName } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import { canViewOrder, orderViewerOf } from '@portal/domain/orders/order-actions';
import { assertCanFileWarrantyOn, assertCanUpdateWarranty, assertCanViewWarranty, warrantyViewerOf } from '@portal/domain/warranty/warranty-actions';
import { warrantyLimits } from '@portal/domain/warranty/warranty-limits';
import { normalizedWarrantyItems, warrantyLineProblems, warrantyMessages } from '@portal/domain/warranty/warranty-rules';
import type { TAdminWarranties, TCreateWarranty, TDealerWarranties, TUpdateWarranty } from '@portal/domain/warranty/warranty-schemas';
import type { WarrantyLineKind } from '@portal/domain/warranty/warranty-sub-items';
import type { WarrantyItemView, WarrantyList, WarrantyOrderChoices, WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import { getOrderRecord } from '@portal/db/queries/orders';
import { listAdminEmails } from '@portal/db/queries/users';
import {
  getWarranty,
  insertWarranty,
  listAdminWarranties,
  listDealerWarranties,
  listOrderWarranties,
  listWarrantyOrders,
  lockWarranty,
  updateWarranty,
  type WarrantyPage,
} from '@portal/db/queries/warranty';
import type { AppDeps } from '../../app-deps';
import { filerEmail } from '../../adapters/mail/filer-email';
import { warrantyFiledMail, warrantyStatusMail } from './warranty-mail';
import { toWarrantyView } from './warranty-view-mapper';

const warrantyNotFound = () => new DomainError('NOT_FOUND', warrantyMessages.notFound);
const orderNotFound = () => new DomainError('NOT_FOUND', 'Order not found');

/**
 * Reading a request or an order's requests: administrators whatever their store access (their
 * list and dialogs read through here), dealers with store access (the gate lets approved accounts through).
 */
function assertReader(actor: PortalUser) {
  if (!actor.isAdmin && !actor.storeAccess) throw new DomainError('FORBIDDEN', 'Your account has no store access');
}

const pageOf = (page: WarrantyPage, offset: number, limit: number): WarrantyList => ({
  items: page.rows.map(toWarrantyView),
  total: page.total,
  offset,
  limit,
});

/**
 * Warranty requests (portal.md §2–§6, issue 17): who may file, see and change one is decided
 * here by the domain's predicate, whatever the client shows or sends. Mail is written to the
 * outbox in the transaction of the change it reports.
 */
export function createWarrantyService(deps: AppDeps) {
  const { db, config } = deps;

  return {
    /** A dealer's request on an approved or shipped order of their own or their team's; it starts New. */
    async create(actor: PortalUser, input: TCreateWarranty): Promise<WarrantyView> {
      await deps.filing.warranty(actor._id);
      const order = await getOrderRecord(db, input.order);
      if (!order) throw orderNotFound();
      assertCanFileWarrantyOn(warrantyViewerOf(actor), order);
      const lines = new Map<string, { kind: WarrantyLineKind; name: string }>([
        ...order.lines.screens.map((s, i) => [s.screenId, { kind: 'screen' as const, name: s.screenName || `Screen ${i + 1}` }] as const),
        ...order.lines.roofs.map((r, i) => [r.roofId, { kind: 'roof' as const, name: r.roofName || `Roof ${i + 1}` }] as const),
      ]);
      const problems = warrantyLineProblems(input, (id) => lines.get(id)?.kind);
      if (Object.keys(problems).length > 0) throw new DomainError('BAD_INPUT', Object.values(problems)[0] ?? 'Invalid warranty request', problems);
      const items: WarrantyItemView[] = normalizedWarrantyItems(input.warrantyItems).map((item) => {
        const line = lines.get(item.itemId);
        if (!line) throw new Error(`line ${item.itemId} was checked a moment ago`);
        return { ...item, kind: line.kind, itemName: line.name };
      });
      const warranty = await db.transaction(async (tx) => {
        const row = await insertWarranty(tx, {
          id: randomUUID(),
          orderId: order.id,
          orderName: order.orderName,
          orderPortalNumber: order.portalNumber,
          ownerId: actor._id,
          customerId: order.customerId,
          dealerName: order.dealerName,
          userDetails: {
            userName: fullName(actor),
            email: actor.email,
            bc_customer_id: order.customerId,
            bc_customer_displayName: order.userDetails.bc_customer_displayName,
          },
          status: 'New',
          message: input.warrantyMessage.trim(),
          items,
          itemsCount: items.length,
          history: [{ at: new Date().toISOString(), by: fullName(actor), from: null, to: 'New' }],
        });
        const filed = toWarrantyView(row);
        await deps.outbox.enqueue(
          tx,
          (await listAdminEmails(tx)).map((admin) => warrantyFiledMail(admin, filed, config.PUBLIC_URL)),
        );
        return filed;
      });
      deps.outbox.nudge();
      return warranty;
    },

    async get(actor: PortalUser, id: string): Promise<WarrantyView> {
      assertReader(actor);
      const row = await getWarranty(db, id);
      if (!row) throw warrantyNotFound();
      assertCanViewWarranty(warrantyViewerOf(actor), row);
      return toWarrantyView(row);
    },

    /** An administrator's status and message; a status change is kept in the history and mailed to the dealer who filed it. */
    async update(actor: PortalUser, patch: TUpdateWarranty): Promise<WarrantyView> {
      assertCanUpdateWarranty(warrantyViewerOf(actor));
      const { warranty, from } = await db.transaction(async (tx) => {
        const row = await lockWarranty(tx, patch._id);
        if (!row) throw warrantyNotFound();
        const status = patch.warrantyStatus ?? row.status;
        const message = patch.warrantyMessage?.trim() ?? row.message;
        if (status === row.status && message === row.message) return { warranty: toWarrantyView(row), from: row.status };
        const history =
          status === row.status ? row.history : [...row.history, { at: new Date().toISOString(), by: fullName(actor), from: row.status, to: status }];
        const updated = toWarrantyView(await updateWarranty(tx, row.id, { status, message, history }));
        if (status !== row.status) await deps.outbox.enqueue(tx, [warrantyStatusMail(await filerEmail(tx, updated), updated, row.status, config.PUBLIC_URL)]);
        return { warranty: updated, from: row.status };
      });
      if (warranty.warrantyStatus !== from) deps.outbox.nudge();
      return warranty;
    },

    /** My requests, or my team's (every request on my ERP customer's orders; my own without one), 20 a page. */
    async dealerList(actor: PortalUser, p: TDealerWarranties): Promise<WarrantyList> {
      const limit = warrantyLimits.dealerPageSize;
      const owner = p.scope === 'team' && actor.bc_customer_id ? { customerId: actor.bc_customer_id } : { ownerId: actor._id };
      return pageOf(await listDealerWarranties(db, { owner, search: p.search || undefined, offset: p.offset, limit }), p.offset, limit);
    },

    /** Every dealer's requests, newest first, by status and by the dealer's or the filer's name. */
    async adminList(p: TAdminWarranties): Promise<WarrantyList> {
      return pageOf(
        await listAdminWarranties(db, { status: p.status, dealerName: p.filter || undefined, offset: p.offset, limit: p.limit }),
        p.offset,
        p.limit,
      );
    },

    /** The orders the caller may file a request on: approved or shipped, their own or their team's (none for administrators, who do not file). */
    async orders(actor: PortalUser, p: { search?: string | undefined }): Promise<WarrantyOrderChoices> {
      const limit = warrantyLimits.orderChoicesMax;
      if (actor.isAdmin) return { items: [], total: 0, offset: 0, limit };
      const { rows, total } = await listWarrantyOrders(db, { ownerId: actor._id, customerId: actor.bc_customer_id, search: p.search || undefined, limit });
      const items = rows.map((r) => ({
        _id: r.id,
        portalNumber: r.portalNumber,
        orderName: r.orderName,
        orderNumber: r.orderNumber,
        status: r.status as 'APPROVED' | 'Shipped',
        updatedAt: r.updatedAt.toISOString(),
        customerId: r.customerId,
      }));
      return { items, total, offset: 0, limit };
    },

    /** The requests of one order, for its expanded row: whoever may see the order (else 404, as the order answers). */
    async forOrder(actor: PortalUser, orderId: string): Promise<WarrantyList> {
      assertReader(actor);
      const order = await getOrderRecord(db, orderId);
      if (!order || !canViewOrder(orderViewerOf(actor), { ...order, stored: true })) throw orderNotFound();
      const limit = warrantyLimits.orderRowMax;
      return pageOf(await listOrderWarranties(db, orderId, limit), 0, limit);
    },
  };
}

export type WarrantyService = ReturnType<typeof createWarrantyService>;
