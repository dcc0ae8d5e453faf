import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdjustmentStatus } from '@portal/domain/adjustments/adjustment-status';
import type { DbOrTx } from '../create-db';
import { adjustmentAttachments, adjustmentComments, adjustmentIssues, adjustments } from '../schema/adjustments';
import { orders } from '../schema/orders';
import { erpCustomers } from '../schema/customers';
import { users } from '../schema/users';
import { containing } from './like-pattern';

export type AdjustmentRow = typeof adjustments.$inferSelect;
export type NewAdjustmentRow = Omit<typeof adjustments.$inferInsert, 'version'>;
export type AdjustmentIssueRow = typeof adjustmentIssues.$inferSelect;
export type NewAdjustmentIssueRow = typeof adjustmentIssues.$inferInsert;
export type AdjustmentCommentRow = typeof adjustmentComments.$inferSelect;
export type AdjustmentAttachmentRow = typeof adjustmentAttachments.$inferSelect;

/** What an adjustment shows of its order (§3 order: _id, orderName, orderDate; issue 30: its portal number). */
export interface AdjustmentOrderSummary {
  portalNumber: string;
  orderName: string;
  orderDate: Date;
  /** Who asks (issue 29): the ERP customer's name and the requesting account's, as they are now, else as the order recorded them. */
  dealerName: string | null;
  requesterName: string | null;
}

export type AdjustmentListRow = AdjustmentRow & AdjustmentOrderSummary;

const withOrder = {
  ...getTableColumns(adjustments),
  portalNumber: orders.portalNumber,
  orderName: orders.orderName,
  orderDate: orders.createdAt,
  dealerName: sql<string | null>`coalesce((select ${erpCustomers.displayName} from ${erpCustomers} where ${erpCustomers.id} = ${adjustments.customerId}),
    ${orders.userDetails}->>'bc_customer_displayName')`,
  requesterName: sql<string | null>`coalesce((select ${users.fname} || ' ' || ${users.lname} from ${users} where ${users.id} = ${adjustments.ownerId}),
    ${orders.userDetails}->>'userName')`,
};

/**
 * The adjustment and its issues. The issues go as one JSON parameter read by the database (a
 * 150-screen order has 3,600 issues: one parameter per value made 36,000, whose binding cost more
 * than the rows); what an issue leaves out takes the column's default.
 */
export async function insertAdjustment(db: DbOrTx, values: NewAdjustmentRow, issues: NewAdjustmentIssueRow[]): Promise<void> {
  await db.insert(adjustments).values(values);
  if (issues.length === 0) return;
  const rows = JSON.stringify(issues);
  await db.execute(sql`insert into ${adjustmentIssues} (id, adjustment_id, item_type, item_id, item_position, issue_position, issue_type, ordered_quantity,
      bc_item, portal_item)
    select (e->>'id')::uuid, (e->>'adjustmentId')::uuid, e->>'itemType', e->>'itemId', (e->>'itemPosition')::int, (e->>'issuePosition')::int,
      e->>'issueType', (e->>'orderedQuantity')::int, e->'bcItem', e->'portalItem'
    from jsonb_array_elements(${rows}::jsonb) e`);
}

/** The adjustment with its order's name and date, or undefined. */
export async function getAdjustment(db: DbOrTx, id: string): Promise<AdjustmentListRow | undefined> {
  const [row] = await db.select(withOrder).from(adjustments).innerJoin(orders, eq(orders.id, adjustments.orderId)).where(eq(adjustments.id, id)).limit(1);
  return row;
}

/** The adjustment row locked until the transaction ends: every write of one adjustment reads, decides and writes under it. */
export async function lockAdjustment(db: DbOrTx, id: string): Promise<AdjustmentRow | undefined> {
  const [row] = await db.select().from(adjustments).where(eq(adjustments.id, id)).for('update').limit(1);
  return row;
}

/** The adjustment an issue belongs to (an issue path names only the issue). */
export async function adjustmentIdOfIssue(db: DbOrTx, issueId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: adjustmentIssues.adjustmentId }).from(adjustmentIssues).where(eq(adjustmentIssues.id, issueId)).limit(1);
  return row?.id;
}

/**
 * The issues of the adjustment worth showing, with their comments and attachments, in the order's
 * line order: requests, and issues holding a comment or an image. An adjustment made before
 * issue 26 still holds an empty (None) issue per issue type of every line: those are not read.
 */
export async function getAdjustmentIssues(db: DbOrTx, adjustmentId: string) {
  const held = (table: typeof adjustmentComments | typeof adjustmentAttachments) =>
    sql`exists (select 1 from ${table} where ${table.issueId} = ${adjustmentIssues.id})`;
  return issuesWithExtras(
    db,
    and(
      eq(adjustmentIssues.adjustmentId, adjustmentId),
      or(ne(adjustmentIssues.adjustmentType, 'None'), held(adjustmentComments), held(adjustmentAttachments)),
    ),
  );
}

/** The issue of this ordered line and issue type, if one was opened (or made before issue 26). */
export async function findIssueSlot(
  db: DbOrTx,
  adjustmentId: string,
  itemType: AdjustmentIssueRow['itemType'],
  itemId: string,
  issueType: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: adjustmentIssues.id })
    .from(adjustmentIssues)
    .where(
      and(
        eq(adjustmentIssues.adjustmentId, adjustmentId),
        eq(adjustmentIssues.itemType, itemType),
        eq(adjustmentIssues.itemId, itemId),
        eq(adjustmentIssues.issueType, issueType),
      ),
    )
    .limit(1);
  return row?.id;
}

export async function insertAdjustmentIssue(db: DbOrTx, values: NewAdjustmentIssueRow): Promise<void> {
  await db.insert(adjustmentIssues).values(values);
}

/**
 * What a write reads of an adjustment (issue 26): its requests (Warranty, Reorder), and the one
 * issue it names, with their comments and attachments; or that issue alone (`requests: false`).
 * An issue without a request is Draft and holds nothing a rule reads (removeRequest clears it),
 * so a write's work follows the requests, not the order's size (24 issue types a screen).
 */
export async function getIssueWorkingSet(db: DbOrTx, adjustmentId: string, issueId: string | undefined, requests = true) {
  const named = issueId ? eq(adjustmentIssues.id, issueId) : undefined;
  return issuesWithExtras(
    db,
    and(eq(adjustmentIssues.adjustmentId, adjustmentId), requests ? or(ne(adjustmentIssues.adjustmentType, 'None'), named) : (named ?? sql`false`)),
  );
}

async function issuesWithExtras(db: DbOrTx, where: SQL | undefined) {
  const issues = await db
    .select()
    .from(adjustmentIssues)
    .where(where)
    .orderBy(asc(adjustmentIssues.itemType), asc(adjustmentIssues.itemPosition), asc(adjustmentIssues.issuePosition));
  if (issues.length === 0) return { issues, comments: [], attachments: [] };
  // The same issues named by the same condition, not by a list of their ids (3,600 parameters for a 150-screen order).
  const ofIssues = inArray(adjustmentComments.issueId, db.select({ id: adjustmentIssues.id }).from(adjustmentIssues).where(where));
  const ofImages = inArray(adjustmentAttachments.issueId, db.select({ id: adjustmentIssues.id }).from(adjustmentIssues).where(where));
  const [comments, attachments] = await Promise.all([
    db.select().from(adjustmentComments).where(ofIssues).orderBy(asc(adjustmentComments.createdAt), asc(adjustmentComments.id)),
    db.select().from(adjustmentAttachments).where(ofImages).orderBy(asc(adjustmentAttachments.createdAt), asc(adjustmentAttachments.id)),
  ]);
  return { issues, comments, attachments };
}

export async function updateAdjustment(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<AdjustmentRow, 'status' | 'reviewerNotes' | 'shippingAgent' | 'trackingNumber' | 'shippedAt' | 'warrantyIssuesCount' | 'reorderIssuesCount'>
  >,
): Promise<void> {
  await db
    .update(adjustments)
    .set({ ...values, version: sql`${adjustments.version} + 1`, updatedAt: sql`now()` })
    .where(eq(adjustments.id, id));
}

export async function updateAdjustmentIssue(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<AdjustmentIssueRow, 'adjustmentType' | 'resolutionStatus' | 'description' | 'modifications'>>,
): Promise<void> {
  await db.update(adjustmentIssues).set(values).where(eq(adjustmentIssues.id, id));
}

export async function deleteAdjustment(db: DbOrTx, id: string): Promise<void> {
  await db.delete(adjustments).where(eq(adjustments.id, id));
}

export async function insertAdjustmentComment(db: DbOrTx, values: typeof adjustmentComments.$inferInsert): Promise<void> {
  await db.insert(adjustmentComments).values(values);
}

export async function insertAdjustmentAttachments(db: DbOrTx, values: (typeof adjustmentAttachments.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(adjustmentAttachments).values(values);
}

/** Deletes these attachments of the issue; answers the storage keys removed. */
export async function deleteIssueAttachments(db: DbOrTx, issueId: string, ids?: string[]): Promise<string[]> {
  const where = and(eq(adjustmentAttachments.issueId, issueId), ids ? inArray(adjustmentAttachments.id, ids) : undefined);
  const rows = await db.delete(adjustmentAttachments).where(where).returning({ key: adjustmentAttachments.storageKey });
  return rows.map((r) => r.key);
}

export const adjustmentSortColumns = { createdAt: adjustments.createdAt, description: adjustments.description, status: adjustments.status } as const;

export interface AdjustmentListParams {
  /** The owner's adjustments, every adjustment of an ERP customer (a team), or all (administrators). */
  owner?: { ownerId: string } | { customerId: string } | undefined;
  status?: AdjustmentStatus | undefined;
  /** Part of the adjustment name or of its order's name (case-insensitive). */
  filter?: string | undefined;
  orderBy: keyof typeof adjustmentSortColumns;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** reviewer: the request counts of what reviewers see (no Draft, adjustment-visibility.ts); else the stored counts of every request. */
  countsFor?: 'requester' | 'reviewer' | undefined;
}

/** How many requests of a type reviewers see on the adjustment: sent ones (not Draft), as issueVisibleTo says. */
const sentRequests = (type: 'Warranty' | 'Reorder') =>
  sql<number>`(select count(*) from ${adjustmentIssues} where ${adjustmentIssues.adjustmentId} = ${adjustments.id}
    and ${adjustmentIssues.adjustmentType} = ${type} and ${adjustmentIssues.resolutionStatus} <> 'Draft')`.mapWith(Number);
const reviewerCounts = { warrantyIssuesCount: sentRequests('Warranty'), reorderIssuesCount: sentRequests('Reorder') };

/** One page of adjustments sorted as asked, the id breaking ties, and how many match. */
export async function listAdjustments(db: DbOrTx, p: AdjustmentListParams): Promise<{ rows: AdjustmentListRow[]; total: number }> {
  const ownerWhere: SQL | undefined = !p.owner
    ? undefined
    : 'ownerId' in p.owner
      ? eq(adjustments.ownerId, p.owner.ownerId)
      : eq(adjustments.customerId, p.owner.customerId);
  const where = and(
    ownerWhere,
    p.status ? eq(adjustments.status, p.status) : undefined,
    p.filter
      ? or(
          ilike(adjustments.description, containing(p.filter)),
          ilike(orders.orderName, containing(p.filter)),
          ilike(orders.portalNumber, containing(p.filter)),
        )
      : undefined,
  );
  const direction = p.sortOrder === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(p.countsFor === 'reviewer' ? { ...withOrder, ...reviewerCounts } : withOrder)
      .from(adjustments)
      .innerJoin(orders, eq(orders.id, adjustments.orderId))
      .where(where)
      .orderBy(direction(adjustmentSortColumns[p.orderBy]), direction(adjustments.id))
      .offset(p.offset)
      .limit(p.limit),
    db.select({ n: count() }).from(adjustments).innerJoin(orders, eq(orders.id, adjustments.orderId)).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
