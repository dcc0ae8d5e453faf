import type { DbOrTx } from '@portal/db/create-db';
import { getQuoteSettings } from '@portal/db/queries/quotes';
import { findUserById } from '@portal/db/queries/users';
import type { OrderView } from '@portal/domain/orders/order-view';
import { retailOrderView } from '@portal/domain/teams/retail-view';
import type { PortalUser } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import { defaultMarkups, type Markups } from '@portal/domain/quotes/retail-prices';
import { readsRetail } from '@portal/domain/teams/team-roles';

export const salespersonMessages = {
  markups: "A salesperson quotes at the team's markups",
  invoices: "Invoices carry the dealer's prices: a buyer or the team administrator reads them",
} as const;

/** Refuses a salesperson (issue 32) what would show the dealer's cost; anyone else passes. */
export function refuseSalesperson(caller: PortalUser, message: string): void {
  if (readsRetail(caller)) throw new DomainError('FORBIDDEN', message);
}

/**
 * The markups a caller's prices are shown at (issue 32): the team's (its quote settings, 1× until
 * saved) for a salesperson, who reads retail prices only; null for everyone else, who reads the
 * dealer's prices as they are.
 */
export async function retailMarkupsFor(db: DbOrTx, caller: PortalUser): Promise<Markups | null> {
  if (!readsRetail(caller) || !caller.bc_customer_id) return null;
  return (await getQuoteSettings(db, caller.bc_customer_id))?.markups ?? defaultMarkups;
}

/**
 * Whom an order's mail goes to and the order as they read it: its owner today (or the address it
 * was filed with), at retail when the owner is a salesperson (a buyer submitted their draft).
 */
export async function orderFiler(db: DbOrTx, order: OrderView): Promise<{ email: string; order: OrderView }> {
  const owner = order.user ? await findUserById(db, order.user) : undefined;
  if (!owner) return { email: order.userDetails.email, order };
  const reader = { teamRole: owner.teamRole, isTeamAdmin: owner.isTeamAdmin, isAdmin: owner.isAdmin };
  if (!readsRetail(reader) || !owner.bcCustomerId) return { email: owner.email, order };
  const markups = (await getQuoteSettings(db, owner.bcCustomerId))?.markups ?? defaultMarkups;
  return { email: owner.email, order: retailOrderView(order, markups) };
}
