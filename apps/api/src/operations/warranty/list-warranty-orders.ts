import { ZWarrantyOrdersInput } from '@portal/domain/warranty/warranty-schemas';
import { defineOperation } from '../operation';

/** The orders the new-warranty dialog offers: the caller's and their team's approved or shipped orders. */
export const listWarrantyOrders = defineOperation({
  summary: 'The orders a warranty request may be filed on: the caller’s and their team’s approved or shipped orders',
  access: 'store',
  kind: 'query',
  input: ZWarrantyOrdersInput,
  run: (services, caller, input) => services.warranty.orders(caller, input),
});
