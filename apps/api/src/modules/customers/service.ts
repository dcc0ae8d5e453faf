import type { PortalUser } from '@portal/domain/accounts/user';
import { customerOf, transferPartyOf, type Customer, type TransferParty } from '@portal/domain/customers/customer';
import { DomainError } from '@portal/domain/errors/domain-error';
import { listErpCustomers } from '@portal/db/queries/customers';
import type { AppDeps } from '../../app-deps';

/**
 * The ERP customer list (portal.md §6): administrators see every customer with price group and
 * tier (to link accounts and set tiers); corporation users choose a sender/receiver for a
 * material transfer and see only the customers flagged isSenderReceiver, by name; anyone else
 * is refused. Every answer speaks the Customer fields (bc_customer_*).
 */
export function createCustomersService(deps: AppDeps) {
  const { db } = deps;

  /**
   * The parties a material transfer may name: customers flagged isSenderReceiver, by name. The
   * company's own dealers (INTERNAL_DEALER_IDS) are for administrators only; the order service
   * refuses them from anyone else, so the list never offers them.
   */
  async function transferParties(user: PortalUser): Promise<TransferParty[]> {
    if (!user.isAdmin && !user.isCorporation) throw new DomainError('FORBIDDEN', 'Administrators and corporation users only');
    const customers = await listErpCustomers(db);
    return customers.filter((c) => c.isSenderReceiver && (user.isAdmin || !deps.config.INTERNAL_DEALER_IDS.includes(c.id))).map(transferPartyOf);
  }

  /** Every customer (administrators: the caller has checked the level). */
  async function listAll(): Promise<Customer[]> {
    return (await listErpCustomers(db)).map(customerOf);
  }

  return {
    listAll,
    transferParties,
    /** GET /api/bc/customers: the whole list for administrators, the sender/receiver list for corporation users. */
    list(user: PortalUser): Promise<Customer[] | TransferParty[]> {
      return user.isAdmin ? listAll() : transferParties(user);
    },
  };
}
