import multipart from '@fastify/multipart';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { defaultFilingLimitRules } from '@portal/domain/limits/filing-limits';
import { attachmentMessages } from '@portal/domain/adjustments/adjustment-limits';
import {
  ZAdjustmentPatchInput,
  ZAdjustmentsQuery,
  ZAdminAdjustmentsQuery,
  ZCommentInput,
  ZCreateAdjustmentInput,
  ZIssuePatchInput,
  ZOpenIssueInput,
  ZWarrantyIssueInput,
} from '@portal/domain/adjustments/adjustment-schemas';
import { ZAdjustment, ZAdjustmentId, ZAdjustmentIssue, ZAdjustmentList, ZAdjustmentMessage, ZIssueAttachmentId, ZIssueAttachments, ZIssueId } from '@portal/domain/adjustments/adjustment-view-schemas';
import { ZFileUpload } from '@portal/domain/files/file-schemas';
import { ZIdempotencyKey, ZOrderId } from '@portal/domain/orders/order-schemas';
import { z } from 'zod';
import { invalidInput } from '../../http/error-mapping';
import { restContext } from '../../http/rest-context';
import { json, operation, typedRoutes } from '../../http/route-contract';
import { callerOf } from '../../http/route-gate';

const off = 'Order adjustments are turned off (back office switch)';
const who = 'The requester is the dealer who owns the adjustment and their team; administrators are the reviewers. Another customer’s adjustment answers 404.';
const missing = `Not found, not yours, or ${off.toLowerCase()}`;
const issueMissing = `Issue not found (or another customer’s), or ${off.toLowerCase()}`;
const stateRule = 'A state rule of §4 (who edits when, a transition’s precondition): the message names it';
/** The creation's headers: Node names them in lower case; every other header passes through untouched. */
const ZCreateAdjustmentHeaders = z.looseObject({ 'idempotency-key': ZIdempotencyKey.optional() });
const issueAnswer = { 200: json('The issue as the caller sees it', ZAdjustmentIssue) };

/**
 * The back office switch and store access, checked after the gate and before the request is read
 * (params, query, body): with adjustments off, every path answers 404 whatever it was sent.
 */
function switched<O extends { onRequest: onRequestHookHandler[] }>(declared: O): O {
  const switchedOn: onRequestHookHandler = async (req) => restContext(req.server, req).services.adjustments.assertEnabled(callerOf(req));
  return { ...declared, onRequest: [...declared.onRequest, switchedOn] };
}

/** /api/orders/{id}/adjustments, /api/adjustments…, /api/issues… and /api/admin/adjustments (adjustments-and-pricing §7, issue 19). */
export async function registerAdjustmentRoutes(app: FastifyInstance) {
  const api = typedRoutes(app);
  const services = (req: Parameters<typeof restContext>[1]) => restContext(app, req).services.adjustments;

  api.post(
    '/api/orders/:id/adjustments',
    switched(operation({
      operationId: 'createAdjustment',
      tag: 'Adjustments',
      summary: 'File an order adjustment on an approved or shipped order (its dealer and team; administrators on any order, for its owner)',
      description:
        'Holds every ordered screen, roof and part line as {item, issues: []}: an issue is opened when a request is added (POST /api/adjustments/{id}/issues). ' +
        'Send an Idempotency-Key header (a UUID per creation) to retry safely: a retry with the same key and the same body, within 24 hours, answers 201 with the adjustment ' +
        'that creation made instead of creating another; the same key with another body answers 409 IDEMPOTENCY_KEY_REUSED. Keys belong to the account. ' +
        who,
      access: 'approved',
      params: ZOrderId,
      headers: ZCreateAdjustmentHeaders,
      body: ZCreateAdjustmentInput,
      response: { 201: json('The adjustment as the caller sees it', ZAdjustment) },
      errors: {
        400: "Invalid input: 'Adjustment name is required', 'Adjustment name must be 50 characters or less' (fieldErrors.description)",
        403: 'No store access',
        404: `Order not found (or another customer’s), or ${off.toLowerCase()}`,
        409: 'STATE_CONFLICT: the order is not approved or shipped; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for a different request',
        429: `RATE_LIMITED: this account created ${defaultFilingLimitRules.adjustmentsPerHour} adjustments in the last hour`,
      },
    })),
    async (req, reply) => reply.status(201).send(await services(req).create(callerOf(req), req.params.id, req.body, req.headers['idempotency-key'])),
  );

  api.get(
    '/api/adjustments',
    switched(operation({
      operationId: 'listMyAdjustments',
      tag: 'Adjustments',
      summary: 'My order adjustments (scope=mine) or my team’s (scope=team), sorted by orderBy and sortOrder, the id breaking ties',
      access: 'approved',
      querystring: ZAdjustmentsQuery,
      response: { 200: json('A page of adjustments', ZAdjustmentList) },
      errors: { 403: 'No store access', 404: off },
    })),
    async (req) => services(req).list(callerOf(req), req.query),
  );

  api.get(
    '/api/admin/adjustments',
    switched(operation({
      operationId: 'listAdminAdjustments',
      tag: 'Adjustments',
      summary: 'Every order adjustment (administrators): status filters by status, filter matches part of the name or the order name',
      access: 'admin',
      querystring: ZAdminAdjustmentsQuery,
      response: { 200: json('A page of adjustments', ZAdjustmentList) },
      errors: { 404: off },
    })),
    async (req) => services(req).adminList(callerOf(req), req.query),
  );

  api.get(
    '/api/adjustments/:id',
    switched(operation({
      operationId: 'getAdjustment',
      tag: 'Adjustments',
      summary: 'One adjustment: the requester receives the requests and issues with comments or images of their items, a reviewer only the requests sent to them and the reviewer notes',
      description: who,
      access: 'approved',
      params: ZAdjustmentId,
      response: { 200: json('The adjustment as the caller sees it', ZAdjustment) },
      errors: { 403: 'No store access', 404: missing },
    })),
    async (req) => services(req).get(callerOf(req), req.params.id),
  );

  api.patch(
    '/api/adjustments/:id',
    switched(operation({
      operationId: 'updateAdjustment',
      tag: 'Adjustments',
      summary: 'A status change (Awaiting_Reviewer: submit or reopen; Awaiting_Requester; Approved; Rejected; Cancelled; Shipped with shippingAgent and trackingNumber) or the reviewer notes',
      description: `Submit, cancel: the requester. Request updates, approve, reject, reopen, ship, notes: reviewers. Mails: reviewers on a submission; the requester on updates requested, approval, rejection and shipping. ${who}`,
      access: 'approved',
      params: ZAdjustmentId,
      body: ZAdjustmentPatchInput,
      response: { 200: json('The adjustment as the caller sees it', ZAdjustment) },
      errors: { 403: 'The other side’s action (FORBIDDEN names it), or no store access', 404: missing, 409: stateRule },
    })),
    async (req) => services(req).patch(callerOf(req), req.params.id, req.body),
  );

  api.delete(
    '/api/adjustments/:id',
    switched(operation({
      operationId: 'deleteAdjustment',
      tag: 'Adjustments',
      summary: 'Delete an adjustment and its images (the dealer who owns it, while Draft or Awaiting_Requester)',
      access: 'approved',
      params: ZAdjustmentId,
      response: { 200: json('Deleted', ZAdjustmentMessage) },
      errors: { 403: 'Not the owner (team members and reviewers do not delete)', 404: missing, 409: 'Only a Draft or Awaiting_Requester adjustment can be deleted' },
    })),
    async (req) => services(req).remove(callerOf(req), req.params.id),
  );

  api.post(
    '/api/adjustments/:id/issues',
    switched(operation({
      operationId: 'openAdjustmentIssue',
      tag: 'Adjustments',
      summary: 'Open the issue of an ordered item and issue type, before a request is added to it: 201 with the new issue, 200 with the one already there',
      description:
        'A new adjustment holds no issues: the dialog lists the issue types of each item (issueTypesFor) and opens one here when a request is added (Add Request +, or before a warranty’s images). ' +
        'Whoever may edit an issue now: the requester while Draft or Awaiting_Requester, a reviewer while Awaiting_Reviewer. ' +
        who,
      access: 'approved',
      params: ZAdjustmentId,
      body: ZOpenIssueInput,
      response: { 201: json('The new issue (None, Draft)', ZAdjustmentIssue), 200: json('The issue already open for that item and type', ZAdjustmentIssue) },
      errors: {
        400: "Invalid input: fieldErrors.itemType, fieldErrors.issueType ('Unknown issue type', '<type> is not an issue type of a <itemType>'), fieldErrors.itemId ('Item not found in the order')",
        403: 'No store access',
        404: missing,
        409: stateRule,
      },
    })),
    async (req, reply) => {
      const opened = await services(req).openIssue(callerOf(req), req.params.id, req.body);
      return reply.status(opened.created ? 201 : 200).send(opened.issue);
    },
  );

  api.patch(
    '/api/issues/:id',
    switched(operation({
      operationId: 'updateAdjustmentIssue',
      tag: 'Adjustments',
      summary: 'Set, edit or remove (None) a reorder request; edit a request’s reason and modifications; reviewers also set resolutionStatus',
      description: 'A reorder’s price is computed by the server for the order’s price group and the requester’s tier and saved as modifications.Price in cents; a sent Price is ignored.',
      access: 'approved',
      params: ZIssueId,
      body: ZIssuePatchInput,
      response: issueAnswer,
      errors: {
        400: "Invalid input: fieldErrors name each field ('description', 'modifications.Drop_Left_Inches', 'modifications.Track_Side')",
        403: 'A reviewer-only field sent by a requester, or no store access',
        404: issueMissing,
        409: `${stateRule}; LINES_NOT_ORDERABLE: a reorder the pricing cannot price completely (the pricing alert's message), nothing saved`,
      },
    })),
    async (req) => services(req).patchIssue(callerOf(req), req.params.id, req.body),
  );

  api.delete(
    '/api/issues/:id',
    switched(operation({
      operationId: 'removeAdjustmentIssueRequest',
      tag: 'Adjustments',
      summary: 'Remove the issue’s request: back to None and Draft, its images deleted',
      access: 'approved',
      params: ZIssueId,
      response: issueAnswer,
      errors: { 404: issueMissing, 409: stateRule },
    })),
    async (req) => services(req).removeIssueRequest(callerOf(req), req.params.id),
  );

  api.post(
    '/api/issues/:id/warranty',
    switched(operation({
      operationId: 'fileAdjustmentWarranty',
      tag: 'Adjustments',
      summary: 'Make the issue a warranty request: a reason, and at least one image already attached; a requester may change only Quantity',
      access: 'approved',
      params: ZIssueId,
      body: ZWarrantyIssueInput,
      response: issueAnswer,
      errors: { 400: "'A warranty request needs a reason' (description), 'A warranty request needs at least one image' (attachments), modifications by field", 404: issueMissing, 409: stateRule },
    })),
    async (req) => services(req).fileWarranty(callerOf(req), req.params.id, req.body),
  );

  api.post(
    '/api/issues/:id/comments',
    switched(operation({
      operationId: 'commentAdjustmentIssue',
      tag: 'Adjustments',
      summary: 'Comment on an issue (either side, while the adjustment is not finalized)',
      access: 'approved',
      params: ZIssueId,
      body: ZCommentInput,
      response: { 201: json('The issue with its comments', ZAdjustmentIssue) },
      errors: {
        400: "'Comment must be 500 characters or less' (fieldErrors.text)",
        404: issueMissing,
        409: 'Comments are closed on a finalized adjustment',
        429: `RATE_LIMITED: this account commented ${defaultFilingLimitRules.adjustmentCommentsPerHour} times in the last hour`,
      },
    })),
    async (req, reply) => reply.status(201).send(await services(req).comment(callerOf(req), req.params.id, req.body.text)),
  );

  api.get(
    '/api/issues/:id/attachments',
    switched(operation({
      operationId: 'listAdjustmentIssueAttachments',
      tag: 'Adjustments',
      summary: 'The issue’s images with signed links that expire in an hour',
      access: 'approved',
      params: ZIssueId,
      response: { 200: json('The images', ZIssueAttachments) },
      errors: { 404: issueMissing },
    })),
    async (req) => services(req).attachments(callerOf(req), req.params.id),
  );

  api.delete(
    '/api/issues/:id/attachments/:attachmentId',
    switched(operation({
      operationId: 'deleteAdjustmentIssueAttachment',
      tag: 'Adjustments',
      summary: 'Remove one image of the issue (whoever may edit the issue now)',
      access: 'approved',
      params: ZIssueAttachmentId,
      response: { 200: json('Deleted', ZAdjustmentMessage) },
      errors: { 404: `${issueMissing}, or 'Attachment not found'`, 409: stateRule },
    })),
    async (req) => services(req).removeAttachment(callerOf(req), req.params.id, req.params.attachmentId),
  );

  // Scoped: only the upload route parses multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart);
    const declared = switched(operation({
      operationId: 'uploadAdjustmentIssueAttachments',
      tag: 'Adjustments',
      summary: 'Attach images to an issue (multipart/form-data, field files): GIF, JPEG or PNG by content, at most 2 per issue, 5 MB each, 50 MB per issue',
      description: 'Whoever may edit the issue now. A refusal stores nothing of the request. Answers all of the issue’s images.',
      access: 'approved',
      params: ZIssueId,
      body: ZFileUpload,
      response: { 201: json('All of the issue’s images', ZIssueAttachments) },
      errors: {
        400: 'A file that is not a GIF, JPEG or PNG image by its content, a name that could be read as a path, not multipart/form-data, a body cut short or stalled (UPLOAD_BODY_TIMEOUT_MS)',
        404: issueMissing,
        409: stateRule,
        413: `'${attachmentMessages.tooMany}', '${attachmentMessages.fileTooLarge}', '${attachmentMessages.totalTooLarge}' (each naming the file where there is one)`,
        415: 'Send multipart/form-data',
        429: 'Too many uploads in an hour (files or megabytes): wait, as Retry-After says',
        503: 'UNAVAILABLE: the file storage does not answer; nothing was changed, try again later',
      },
    }));
    // The path is validated as any route's; the body is read as a stream by the handler.
    const validatorCompiler = ({ schema, httpPart }: { schema: unknown; httpPart?: string }) =>
      httpPart === 'body'
        ? () => true
        : (data: unknown) => {
            const result = (schema as typeof ZIssueId).safeParse(data);
            return result.success ? { value: result.data } : { error: invalidInput(result.error) };
          };
    typedRoutes(scope).post(
      '/api/issues/:id/attachments',
      { ...declared, schema: { ...declared.schema, consumes: ['multipart/form-data'] }, validatorCompiler },
      async (req, reply) => reply.status(201).send(await restContext(app, req).services.adjustments.upload(callerOf(req), req.params.id, req)),
    );
  });
}
