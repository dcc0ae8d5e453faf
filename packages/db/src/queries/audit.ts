import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { auditEvents } from '../schema/audit';

export type AuditArea = (typeof auditEvents.$inferInsert)['area'];

export interface AuditWrite {
  actor: { id: string; name: string };
  area: AuditArea;
  entity: string;
  before: unknown;
  after: unknown;
}

/** Records changes in the caller's transaction: the history and the change commit together or not at all. */
export async function recordAudit(db: DbOrTx, events: AuditWrite[]) {
  if (events.length === 0) return;
  await db
    .insert(auditEvents)
    .values(
      events.map((e) => ({ actorId: e.actor.id, actorName: e.actor.name, area: e.area, entity: e.entity, before: e.before ?? null, after: e.after ?? null })),
    );
}

/** The newest changes first. */
export async function listAudit(db: DbOrTx, limit: number) {
  const rows = await db.select().from(auditEvents).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(limit);
  return rows.map((r) => ({
    _id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    area: r.area,
    entity: r.entity,
    before: r.before,
    after: r.after,
  }));
}
