import { ZUpdateWarrantyInput } from '@portal/domain/warranty/warranty-schemas';
import { ZWarranty } from '@portal/domain/warranty/warranty-view-schemas';
import { defineOperation } from '../operation';

export const updateWarranty = defineOperation({
  summary:
    'Change the status (New, In Progress, Closed) and/or the message of a warranty request (administrators); ' +
    'a status change is kept in its history and mailed to the dealer who filed it',
  access: 'admin',
  kind: 'mutation',
  input: ZUpdateWarrantyInput,
  output: ZWarranty,
  rest: {
    method: 'PATCH',
    path: '/api/warranty',
    operationId: 'updateWarranty',
    tag: 'Warranty',
    answers: 'The request as saved',
    body: ZUpdateWarrantyInput,
    errors: { 404: 'Warranty not found' },
  },
  run: (services, caller, input) => services.warranty.update(caller, input),
});
