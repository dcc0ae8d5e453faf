import { defaultFilingLimitRules } from '@portal/domain/limits/filing-limits';
import { ZCreateWarrantyInput } from '@portal/domain/warranty/warranty-schemas';
import { ZWarranty } from '@portal/domain/warranty/warranty-view-schemas';
import { defineOperation } from '../operation';

export const createWarranty = defineOperation({
  summary: "File a warranty request on an approved or shipped order of your own or your team's (dealers); it starts New",
  description:
    'Each item names a screen (screenId) or roof (roofId) line of the order once; ' +
    'its sub-items come from the screen or the roof list, each with a non-blank comment. ' +
    'A status, owner, customer or date sent is ignored. Administrators are mailed.',
  access: 'store',
  kind: 'mutation',
  input: ZCreateWarrantyInput,
  output: ZWarranty,
  rest: {
    method: 'POST',
    path: '/api/warranty',
    operationId: 'createWarranty',
    tag: 'Warranty',
    status: 201,
    answers: 'The request, filed',
    body: ZCreateWarrantyInput,
    errors: {
      400:
        "Invalid input: fieldErrors name each field ('warrantyItems' when none is selected, 'warrantyMessage' when blank, " +
        "'warrantyItems.0.comments.Housing' for a ticked sub-item without a comment, " +
        "'warrantyItems.0.itemId' for a line the order does not have, 'warrantyItems.0.subItems.1' for a sub-item of the other list)",
      403: 'Not a dealer with store access, or an administrator (requests are filed by the dealer of the order)',
      404: 'Order not found (or another customer’s)',
      409: 'STATE_CONFLICT: the order is not approved or shipped',
      429:
        `RATE_LIMITED: this account has filed ${defaultFilingLimitRules.warrantiesPerHour} ` +
        'warranty requests in the last hour; the Retry-After header says how many seconds to wait',
    },
  },
  run: (services, caller, input) => services.warranty.create(caller, input),
});
