import { z } from 'zod';
import { ZIdempotencyKey, ZOrderId } from '../orders/order-schemas';
import { ZAdjustmentPatchInput, ZCommentInput, ZCreateAdjustmentInput, ZIssuePatchInput, ZOpenIssueInput, ZWarrantyIssueInput } from './adjustment-schemas';
import { ZAdjustmentId, ZIssueId } from './adjustment-view-schemas';

/**
 * The adjustments' use cases as one input each (the tRPC procedures'): what REST sends as a path
 * id, a body and a header, together. A body that is a union or refined as a whole is a field of
 * its own (patch, issue); a plain one is merged beside the id.
 */

/** A new adjustment of an order; idempotencyKey names this creation (REST: the Idempotency-Key header). */
export const ZCreateAdjustmentCall = z.object({ orderId: ZOrderId.shape.id, ...ZCreateAdjustmentInput.shape, idempotencyKey: ZIdempotencyKey.optional() });
export type TCreateAdjustmentCall = z.input<typeof ZCreateAdjustmentCall>;

/** A status change or the reviewer notes of one adjustment. */
export const ZUpdateAdjustmentCall = ZAdjustmentId.extend({ patch: ZAdjustmentPatchInput });

/** The issue slot of an ordered item and issue type, opened on one adjustment. */
export const ZOpenIssueCall = ZAdjustmentId.extend({ issue: ZOpenIssueInput });

/** A reorder request, its reason and modifications, or (reviewers) its status, of one issue. */
export const ZUpdateIssueCall = ZIssueId.extend({ patch: ZIssuePatchInput });

/** One issue made a warranty request. */
export const ZFileWarrantyCall = ZIssueId.extend(ZWarrantyIssueInput.shape);

/** A comment on one issue. */
export const ZCommentCall = ZIssueId.extend(ZCommentInput.shape);
