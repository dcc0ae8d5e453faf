import type { DbOrTx } from '../create-db';
import { customerTiers, erpCustomers } from '../schema/customers';

/**
 * A few ERP customers in USD and CAD with tiers, so new accounts can be linked to one in the
 * embedded default. Idempotent: existing rows are left as they are.
 */
export const sampleTiers = [
  { name: 'Standard', rateBp: 0 },
  { name: 'Silver', rateBp: 9000 },
  { name: 'Gold', rateBp: 8500 },
  { name: 'Platinum', rateBp: 8000 },
];

export const sampleCustomers = [
  { id: '000', displayName: '(No customer)', priceGroup: 'USD', tier: null, isSenderReceiver: false },
  { id: 'C10000', displayName: 'Shade Masters Inc.', priceGroup: 'USD', tier: 'Gold', isSenderReceiver: true },
  { id: 'C10010', displayName: 'Sunset Patio Co.', priceGroup: 'USD', tier: 'Standard', isSenderReceiver: true },
  { id: 'C10020', displayName: 'Desert Shade Supply', priceGroup: 'USD', tier: 'Silver', isSenderReceiver: false },
  { id: 'C20000', displayName: 'Maple Outdoor Living', priceGroup: 'CAD', tier: 'Platinum', isSenderReceiver: true },
  { id: 'C20010', displayName: 'Northern Screens Ltd.', priceGroup: 'CAD', tier: 'Standard', isSenderReceiver: false },
] as const;

export async function seedSampleCustomers(db: DbOrTx) {
  await db.insert(customerTiers).values(sampleTiers).onConflictDoNothing({ target: customerTiers.name });
  const tiers = await db.select().from(customerTiers);
  const tierId = (name: string | null) => (name ? (tiers.find((t) => t.name === name)?.id ?? null) : null);
  await db
    .insert(erpCustomers)
    .values(
      sampleCustomers.map((c) => ({
        id: c.id,
        displayName: c.displayName,
        priceGroup: c.priceGroup,
        tierId: tierId(c.tier),
        isSenderReceiver: c.isSenderReceiver,
      })),
    )
    .onConflictDoNothing({ target: erpCustomers.id });
}
