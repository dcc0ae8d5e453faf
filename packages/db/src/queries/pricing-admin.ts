import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { portalPricingRules } from '../schema/catalog';
import { customerTiers, erpCustomers } from '../schema/customers';

export type PortalPricingRuleRow = typeof portalPricingRules.$inferSelect;
export type CustomerTierRow = typeof customerTiers.$inferSelect;

export function listPortalPricingRuleRows(db: DbOrTx): Promise<PortalPricingRuleRow[]> {
  return db.select().from(portalPricingRules).orderBy(asc(portalPricingRules.name));
}

/** The row, locked for the rest of the transaction so two saves of one rule apply one after the other. */
export async function lockPortalPricingRule(db: DbOrTx, id: string): Promise<PortalPricingRuleRow | undefined> {
  const [row] = await db.select().from(portalPricingRules).where(eq(portalPricingRules.id, id)).for('update').limit(1);
  return row;
}

export async function updatePortalPricingRule(db: DbOrTx, id: string, values: Pick<PortalPricingRuleRow, 'method' | 'amountCents' | 'factor'>) {
  const [row] = await db
    .update(portalPricingRules)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(portalPricingRules.id, id))
    .returning();
  return row;
}

export function listCustomerTiers(db: DbOrTx): Promise<CustomerTierRow[]> {
  return db.select().from(customerTiers).orderBy(asc(customerTiers.name));
}

export async function findCustomerTier(db: DbOrTx, id: string): Promise<CustomerTierRow | undefined> {
  const [row] = await db.select().from(customerTiers).where(eq(customerTiers.id, id)).limit(1);
  return row;
}

export async function findCustomerTierByName(db: DbOrTx, name: string): Promise<CustomerTierRow | undefined> {
  const [row] = await db.select().from(customerTiers).where(eq(customerTiers.name, name)).limit(1);
  return row;
}

export async function insertCustomerTier(db: DbOrTx, values: { name: string; rateBp: number }) {
  const [row] = await db.insert(customerTiers).values(values).returning();
  return row;
}

export async function updateCustomerTier(db: DbOrTx, id: string, values: { name: string; rateBp: number }) {
  const [row] = await db.update(customerTiers).set(values).where(eq(customerTiers.id, id)).returning();
  return row;
}

export function findCustomersByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: erpCustomers.id, tierId: erpCustomers.tierId }).from(erpCustomers).where(inArray(erpCustomers.id, ids));
}

export function findTiersByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: customerTiers.id }).from(customerTiers).where(inArray(customerTiers.id, ids));
}

export async function setCustomerTier(db: DbOrTx, customerId: string, tierId: string | null) {
  await db.update(erpCustomers).set({ tierId, updatedAt: new Date() }).where(eq(erpCustomers.id, customerId));
}
