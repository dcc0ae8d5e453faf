import { asc, eq } from 'drizzle-orm';
import type { ErpCustomer } from '@portal/domain/customers/customer';
import type { DbOrTx } from '../create-db';
import { customerTiers, erpCustomers } from '../schema/customers';

export async function listErpCustomers(db: DbOrTx): Promise<ErpCustomer[]> {
  const rows = await db
    .select({
      id: erpCustomers.id,
      displayName: erpCustomers.displayName,
      priceGroup: erpCustomers.priceGroup,
      tierId: erpCustomers.tierId,
      tierName: customerTiers.name,
      tierRateBp: customerTiers.rateBp,
      isSenderReceiver: erpCustomers.isSenderReceiver,
    })
    .from(erpCustomers)
    .leftJoin(customerTiers, eq(erpCustomers.tierId, customerTiers.id))
    .orderBy(asc(erpCustomers.displayName));
  return rows.map(({ tierRateBp, ...r }) => ({ ...r, tierRate: (tierRateBp ?? 0) / 10000 }));
}

export async function erpCustomerExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: erpCustomers.id }).from(erpCustomers).where(eq(erpCustomers.id, id)).limit(1);
  return row !== undefined;
}
