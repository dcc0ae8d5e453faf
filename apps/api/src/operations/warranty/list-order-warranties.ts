import { ZOrderWarrantiesInput } from '@portal/domain/warranty/warranty-schemas';
import { defineOperation } from '../operation';

/** The requests of an order, for its expanded row in the order lists: whoever may see the order. */
export const listOrderWarranties = defineOperation({
  summary: 'The warranty requests of one order (whoever may see the order)',
  access: 'approved',
  kind: 'query',
  input: ZOrderWarrantiesInput,
  run: (services, caller, input) => services.warranty.forOrder(caller, input.orderId),
});
