import { z } from 'zod';
import { ZIdempotencyKey, ZSaveOrderInput } from '@portal/domain/orders/order-schemas';
import { ZOrder } from '@portal/domain/orders/order-view-schemas';
import type { SavedOrder } from '../../modules/orders/service';
import { parseInput } from '@portal/domain/errors/field-errors';
import { defineOperation } from '../operation';
import { restFieldName, toSaveOrderInput, ZRestSaveOrderBody, type TRestSaveOrderBody } from './rest-order-body';

/** What the 409 of a save means: the rule it breaks is in the code and the message. */
const saveConflict =
  'ORDER_CHANGED: saved by another request since it was read (reload it); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key ' +
  'was used for a different request; LINES_NOT_ORDERABLE: a line cannot be submitted (fieldErrors name the lines); ' +
  'NO_ERP_CUSTOMER: the account has no prices; STATE_CONFLICT: the order is in a state that does not allow this step';
/** What the 400 of a save means: a field, or an order over a limit (GET /api/config orderLimits). */
const saveRefused =
  'INVALID_INPUT: fieldErrors name each field as the body holds it; ORDER_LIMIT_EXCEEDED: ' +
  'the order is over a limit of this portal (lines per order, a part quantity, copies of a line, ' +
  "the order total at the server's prices), fieldErrors name the lines, or cart for the whole order";

/** The save's headers: Node names them in lower case; every other header passes through untouched. */
const ZSaveOrderHeaders = z.looseObject({ 'idempotency-key': ZIdempotencyKey.optional() });

/** Save (DRAFT), submit (SUBMITTED) or, for administrators, process (SUBMITTED) and approve (APPROVED). */
export const saveOrder = defineOperation({
  summary: 'Save (DRAFT), submit (SUBMITTED), process or approve (administrators: SUBMITTED, APPROVED) an order; prices are computed on the server',
  description:
    'Send an Idempotency-Key header (a UUID per save) to retry safely: a retry with ' +
    'the same key and the same body, within 24 hours, answers the order that save wrote ' +
    'with the same status (201 or 200) instead of saving again; the same key with another body answers 409 IDEMPOTENCY_KEY_REUSED. Keys belong to the account.',
  access: 'store',
  kind: 'mutation',
  input: ZSaveOrderInput,
  output: ZOrder,
  rest: {
    method: 'POST',
    path: '/api/orders',
    operationId: 'saveOrder',
    tag: 'Orders',
    answers: 'The order, created or updated',
    headers: ZSaveOrderHeaders,
    body: ZRestSaveOrderBody,
    // The original client's body, mapped onto the save input and checked with the order form's messages.
    input: ({ body, headers }) => parseInput(ZSaveOrderInput, { ...toSaveOrderInput(body as TRestSaveOrderBody), idempotencyKey: headers['idempotency-key'] }),
    fieldNamesAsSent: restFieldName,
    reply: {
      schemas: { 200: { description: 'The order, updated', schema: ZOrder }, 201: { description: 'The order, created', schema: ZOrder } },
      send: (reply, { order, created }) => reply.status(created ? 201 : 200).send(order),
    },
    errors: { 400: saveRefused, 404: 'No such order, or not yours to change', 409: saveConflict },
  },
  run: (services, caller, input) => services.orders.save(caller, input),
  // The web reads the order; whether the save created it is REST's status.
  trpc: { answer: (saved: SavedOrder) => saved.order },
});
