import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { orders } from '../schema/orders';
import type { WarrantyStatus } from '@portal/domain/warranty/warranty-status';
import type { DbOrTx } from '../create-db';
import { erpCustomers } from '../schema/customers';
import { warrantyRequests, type StoredWarrantyTransition } from '../schema/warranty';
import { containing } from './like-pattern';

export type WarrantyRow = typeof warrantyRequests.$inferSelect;
export type NewWarrantyRow = Omit<typeof warrantyRequests.$inferInsert, 'number'>;

export interface WarrantyPage {
  rows: WarrantyRow[];
  total: number;
}

export async function insertWarranty(db: DbOrTx, values: NewWarrantyRow): Promise<WarrantyRow> {
  const [row] = await db.insert(warrantyRequests).values(values).returning();
  if (!row) throw new Error('the warranty request was not stored');
  return row;
}

export async function getWarranty(db: DbOrTx, id: string): Promise<WarrantyRow | undefined> {
  const [row] = await db.select().from(warrantyRequests).where(eq(warrantyRequests.id, id)).limit(1);
  return row;
}

/** The request, locked until the transaction ends (an update reads, decides and writes it). */
export async function lockWarranty(db: DbOrTx, id: string): Promise<WarrantyRow | undefined> {
  const [row] = await db.select().from(warrantyRequests).where(eq(warrantyRequests.id, id)).for('update').limit(1);
  return row;
}

export async function updateWarranty(
  db: DbOrTx,
  id: string,
  values: { status?: WarrantyStatus; message?: string; history?: StoredWarrantyTransition[] },
): Promise<WarrantyRow> {
  const [row] = await db
    .update(warrantyRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(warrantyRequests.id, id))
    .returning();
  if (!row) throw new Error(`warranty request ${id} vanished inside its transaction`);
  return row;
}

/** One page, newest first, and how many match (created and id never change: stable paging). */
async function pageWhere(db: DbOrTx, where: SQL | undefined, offset: number, limit: number): Promise<WarrantyPage> {
  const [rows, [counted]] = await Promise.all([
    db.select().from(warrantyRequests).where(where).orderBy(desc(warrantyRequests.createdAt), desc(warrantyRequests.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(warrantyRequests).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export interface DealerWarrantiesParams {
  /** The owner's requests, or every request of an ERP customer (a team). */
  owner: { ownerId: string } | { customerId: string };
  /** Part of the request's number ('W-00012', '12'), its order's name or its message, taken literally, case-insensitive. */
  search?: string | undefined;
  offset: number;
  limit: number;
}

/** A request's number as typed ('W-00012', 'w12', '12'): its digits without leading zeros, or null when the text is no number. */
function requestNumberOf(search: string): string | null {
  const digits = /^(?:w-?)?0*(\d+)$/i.exec(search);
  return digits?.[1] ?? null;
}

/** The owner's or customer's requests (read through their index), then tested against the search. */
export function listDealerWarranties(db: DbOrTx, p: DealerWarrantiesParams): Promise<WarrantyPage> {
  const whose = 'ownerId' in p.owner ? eq(warrantyRequests.ownerId, p.owner.ownerId) : eq(warrantyRequests.customerId, p.owner.customerId);
  const number = p.search ? requestNumberOf(p.search) : null;
  const searched = p.search
    ? or(
        ilike(warrantyRequests.orderName, containing(p.search)),
        ilike(warrantyRequests.orderPortalNumber, containing(p.search)),
        ilike(warrantyRequests.message, containing(p.search)),
        number ? sql`${warrantyRequests.number}::text like ${containing(number)}` : undefined,
      )
    : undefined;
  return pageWhere(db, and(whose, searched), p.offset, p.limit);
}

export interface AdminWarrantiesParams {
  status?: WarrantyStatus | undefined;
  /** ERP customers whose name, or filers whose name, contains this text, as the admin order list filters (undefined: all). */
  dealerName?: string | undefined;
  offset: number;
  limit: number;
}

export function listAdminWarranties(db: DbOrTx, p: AdminWarrantiesParams): Promise<WarrantyPage> {
  const named =
    p.dealerName === undefined
      ? undefined
      : db
          .select({ id: erpCustomers.id })
          .from(erpCustomers)
          .where(sql`${erpCustomers.nameKey} like lower(${containing(p.dealerName)})`);
  const person = p.dealerName === undefined ? undefined : ilike(sql`${warrantyRequests.userDetails}->>'userName'`, containing(p.dealerName));
  const where = and(p.status ? eq(warrantyRequests.status, p.status) : undefined, named ? or(inArray(warrantyRequests.customerId, named), person) : undefined);
  return pageWhere(db, where, p.offset, p.limit);
}

export function listOrderWarranties(db: DbOrTx, orderId: string, limit: number): Promise<WarrantyPage> {
  return pageWhere(db, eq(warrantyRequests.orderId, orderId), 0, limit);
}

export interface WarrantyOrderRow {
  id: string;
  portalNumber: string;
  orderName: string;
  orderNumber: string;
  status: string;
  updatedAt: Date;
  customerId: string;
}

/** Approved and shipped orders of the owner or of the customer (a team), newest change first, by part of the name, the dealer's number or the portal number. */
export async function listWarrantyOrders(
  db: DbOrTx,
  p: { ownerId: string; customerId: string | null; search?: string | undefined; limit: number },
): Promise<{ rows: WarrantyOrderRow[]; total: number }> {
  const where = and(
    inArray(orders.status, ['APPROVED', 'Shipped']),
    p.customerId ? or(eq(orders.ownerId, p.ownerId), eq(orders.customerId, p.customerId)) : eq(orders.ownerId, p.ownerId),
    p.search
      ? or(ilike(orders.orderName, containing(p.search)), ilike(orders.orderNumber, containing(p.search)), ilike(orders.portalNumber, containing(p.search)))
      : undefined,
  );
  const columns = {
    id: orders.id,
    portalNumber: orders.portalNumber,
    orderName: orders.orderName,
    orderNumber: orders.orderNumber,
    status: orders.status,
    updatedAt: orders.updatedAt,
    customerId: orders.customerId,
  };
  const [rows, [counted]] = await Promise.all([
    db.select(columns).from(orders).where(where).orderBy(desc(orders.updatedAt), desc(orders.id)).limit(p.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
