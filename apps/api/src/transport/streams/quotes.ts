import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@portal/domain/errors/domain-error';
import { ZQuoteId, ZQuoteSettings, quoteLimits } from '@portal/domain/quotes/quote-schemas';
import { restContext } from '../rest/rest-context';
import { callerOf } from '../rest/route-gate';
import { json, operation, typedRoutes } from '../rest/route-contract';
import { asMultipart } from '../rest/multipart-route';
import { sendPdf } from './documents';

const ZLogoUpload = z
  .object({
    file: z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream', description: 'The logo: a GIF, JPEG or PNG of at most 2 MB' }),
  })
  .meta({ description: 'multipart/form-data: the field file' });
const ZPng = z.custom<Buffer>(() => true).meta({ type: 'string', format: 'binary', description: 'The logo as printed (PNG, at most 600 × 300 px)' });
const ZPdf = z.custom<Buffer>(() => true).meta({ type: 'string', format: 'binary', description: 'The quote, printed' });
export const logoFieldMessage = 'Send the logo as multipart/form-data in the field file';

/**
 * The quote streams (issue 31): the team's logo (multipart upload, and the PNG the quotes print)
 * and a quote's PDF. Hand-made: they read or answer bytes, not JSON.
 */
export async function registerQuoteStreams(app: FastifyInstance) {
  await app.register(async (scope) => {
    await scope.register(multipart);
    typedRoutes(scope).post(
      '/api/quotes/settings/logo',
      asMultipart(
        operation({
          operationId: 'uploadQuoteLogo',
          tag: 'Quotes',
          summary: "Upload the team's logo for its quotes (multipart field file: GIF, JPEG or PNG by content, at most 2 MB)",
          access: 'store',
          body: ZLogoUpload,
          response: { 200: json('The settings, now with a logo', ZQuoteSettings) },
          errors: { 400: 'Not an image (by content), or unreadable, naming the file; no field file', 413: "'Maximum file size is 2MB', naming the file" },
        }),
      ),
      async (req) => {
        if (!req.isMultipart()) throw new DomainError('BAD_INPUT', logoFieldMessage, { file: logoFieldMessage });
        // A body that is not well-formed multipart is the sender's: a 400, never a 500.
        const part = await req.file({ limits: { fileSize: quoteLimits.logoBytesMax + 1, files: 1 }, throwFileSizeLimit: false }).catch(() => {
          throw new DomainError('BAD_INPUT', `${logoFieldMessage}: the upload could not be read`, { file: logoFieldMessage });
        });
        if (!part || part.fieldname !== 'file') throw new DomainError('BAD_INPUT', logoFieldMessage, { file: logoFieldMessage });
        return restContext(app, req).services.quotes.saveLogo(callerOf(req), { name: part.filename || 'logo', body: part.file });
      },
    );
  });
  typedRoutes(app).get(
    '/api/quotes/settings/logo',
    operation({
      operationId: 'getQuoteLogo',
      tag: 'Quotes',
      summary: "The team's logo as its quotes print it",
      access: 'store',
      response: { 200: { description: 'The logo', content: { 'image/png': { schema: ZPng } } } },
      errors: { 404: 'No logo yet' },
    }),
    async (req, reply) => {
      const logo = await restContext(app, req).services.quotes.logo(callerOf(req));
      return reply.header('content-type', 'image/png').header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(logo);
    },
  );
  typedRoutes(app).get(
    '/api/quotes/:id/pdf',
    operation({
      operationId: 'getQuotePdf',
      tag: 'Quotes',
      summary: "A quote as a PDF for the dealer's customer: retail prices only, never the dealer's cost (its team's dealers, or an administrator)",
      access: 'store',
      params: ZQuoteId,
      response: { 200: { description: 'The quote (Content-Disposition: inline)', content: { 'application/pdf': { schema: ZPdf } } } },
      errors: { 404: "No such quote, or not one of the caller's team" },
    }),
    async (req, reply) => {
      const { fileName, pdf } = await restContext(app, req).services.quotes.pdf(callerOf(req), req.params.id);
      return sendPdf(reply, fileName, pdf);
    },
  );
}
