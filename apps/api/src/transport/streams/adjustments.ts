import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { attachmentMessages } from '@portal/domain/adjustments/adjustment-limits';
import { ZIssueAttachments, ZIssueId } from '@portal/domain/adjustments/adjustment-view-schemas';
import { ZFileUpload } from '@portal/domain/files/file-schemas';
import { invalidInput } from '@portal/domain/errors/field-errors';
import { restContext } from '../rest/rest-context';
import { json, operation, typedRoutes } from '../rest/route-contract';
import { callerOf } from '../rest/route-gate';
import { switchedOn } from '../../operations/adjustments/feature-switch';
import { issueMissing, stateRule } from '../../operations/adjustments/shared-texts';

/**
 * POST /api/issues/{id}/attachments: the images of an issue, a multipart body read as a stream
 * (so no operation of ../../operations). The back office switch is checked after the gate and
 * before the body is read, as the operations' guard is.
 */
export async function registerAdjustmentStreamRoutes(app: FastifyInstance) {
  // Scoped: only the upload route parses multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart);
    const declared = operation({
      operationId: 'uploadAdjustmentIssueAttachments',
      tag: 'Adjustments',
      summary: 'Attach images to an issue (multipart/form-data, field files): GIF, JPEG or PNG by content, at most 2 per issue, 5 MB each, 50 MB per issue',
      description: 'Whoever may edit the issue now. A refusal stores nothing of the request. Answers all of the issue’s images.',
      access: 'approved',
      params: ZIssueId,
      body: ZFileUpload,
      response: { 201: json('All of the issue’s images', ZIssueAttachments) },
      errors: {
        400:
          'A file that is not a GIF, JPEG or PNG image by its content, a name that could be read as a path, ' +
          'not multipart/form-data, a body cut short or stalled (UPLOAD_BODY_TIMEOUT_MS)',
        404: issueMissing,
        409: stateRule,
        413:
          `'${attachmentMessages.tooMany}', '${attachmentMessages.fileTooLarge}', ` +
          `'${attachmentMessages.totalTooLarge}' (each naming the file where there is one)`,
        415: 'Send multipart/form-data',
        429: 'Too many uploads in an hour (files or megabytes): wait, as Retry-After says',
        503: 'UNAVAILABLE: the file storage does not answer; nothing was changed, try again later',
      },
    });
    const onRequest = [...declared.onRequest, async (req: Parameters<typeof callerOf>[0]) => switchedOn(restContext(app, req).services, callerOf(req))];
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
      { ...declared, onRequest, schema: { ...declared.schema, consumes: ['multipart/form-data'] }, validatorCompiler },
      async (req, reply) => reply.status(201).send(await restContext(app, req).services.adjustments.upload(callerOf(req), req.params.id, req)),
    );
  });
}
