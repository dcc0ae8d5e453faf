import { z } from 'zod';
import { ZCreateAdjustmentCall } from '@portal/domain/adjustments/adjustment-call-schemas';
import { ZCreateAdjustmentInput } from '@portal/domain/adjustments/adjustment-schemas';
import { ZAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defaultFilingLimitRules } from '@portal/domain/limits/filing-limits';
import { ZIdempotencyKey, ZOrderId } from '@portal/domain/orders/order-schemas';
import { defineOperation } from '../operation';
import { off, switchedOn } from './feature-switch';
import { who } from './shared-texts';

/** The creation's headers: Node names them in lower case; every other header passes through untouched. */
const ZCreateAdjustmentHeaders = z.looseObject({ 'idempotency-key': ZIdempotencyKey.optional() });

/** A new adjustment of an approved or shipped order, retried safely with an idempotency key. */
export const createAdjustment = defineOperation({
  summary: 'File an order adjustment on an approved or shipped order (its dealer and team; administrators on any order, for its owner)',
  description:
    'Holds every ordered screen, roof and part line as {item, issues: []}: an issue is opened when a request is added (POST /api/adjustments/{id}/issues). ' +
    'Send an Idempotency-Key header (a UUID per creation) to retry safely: ' +
    'a retry with the same key and the same body, within 24 hours, answers 201 with the adjustment ' +
    'that creation made instead of creating another; the same key with another body answers 409 IDEMPOTENCY_KEY_REUSED. Keys belong to the account. ' +
    who,
  access: 'approved',
  guard: switchedOn,
  kind: 'mutation',
  input: ZCreateAdjustmentCall,
  output: ZAdjustment,
  rest: {
    method: 'POST',
    path: '/api/orders/:id/adjustments',
    operationId: 'createAdjustment',
    tag: 'Adjustments',
    status: 201,
    answers: 'The adjustment as the caller sees it',
    params: ZOrderId,
    headers: ZCreateAdjustmentHeaders,
    body: ZCreateAdjustmentInput,
    input: ({ params, body, headers }) => ({
      orderId: (params as z.output<typeof ZOrderId>).id,
      ...(body as z.output<typeof ZCreateAdjustmentInput>),
      idempotencyKey: (headers as z.output<typeof ZCreateAdjustmentHeaders>)['idempotency-key'],
    }),
    errors: {
      400: "Invalid input: 'Adjustment name is required', 'Adjustment name must be 50 characters or less' (fieldErrors.description)",
      403: 'No store access',
      404: `Order not found (or another customer’s), or ${off.toLowerCase()}`,
      409: 'STATE_CONFLICT: the order is not approved or shipped; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for a different request',
      429: `RATE_LIMITED: this account created ${defaultFilingLimitRules.adjustmentsPerHour} adjustments in the last hour`,
    },
  },
  run: (services, caller, { orderId, idempotencyKey, ...input }) => services.adjustments.create(caller, orderId, input, idempotencyKey),
});
