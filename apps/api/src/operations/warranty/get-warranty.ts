import { ZWarrantyId } from '@portal/domain/warranty/warranty-schemas';
import { ZWarranty } from '@portal/domain/warranty/warranty-view-schemas';
import { defineOperation } from '../operation';

export const getWarranty = defineOperation({
  summary: 'One warranty request with its history (the dealer who filed it, their team or an administrator)',
  access: 'approved',
  kind: 'query',
  input: ZWarrantyId,
  output: ZWarranty,
  rest: {
    method: 'GET',
    path: '/api/warranty/:id',
    operationId: 'getWarranty',
    tag: 'Warranty',
    answers: 'The request',
    params: ZWarrantyId,
    errors: { 400: "Invalid input: 'Invalid warranty id'", 404: 'Warranty not found (or another customer’s)' },
  },
  run: (services, caller, input) => services.warranty.get(caller, input.id),
});
