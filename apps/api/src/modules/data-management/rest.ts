import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@portal/domain/errors/domain-error';
import { onlyPriceSheetFilesMessage, type PriceSheetInputName } from '@portal/domain/back-office/price-sheet';
import { restContext } from '../../http/rest-context';
import { generatePriceSheet, priceSheetInputName } from './price-sheet';

/** Upload limits of the price-sheet generator: two workbooks of at most 10 MB each. */
export const priceSheetUploadLimits = { fileSize: 10 * 1024 * 1024, files: 2, parts: 10, fields: 0, fieldSize: 1024, headerPairs: 200 };

const tooLarge = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Data Management paths: customers import (the run is polled at /api/admin/import/runs/{id}) and the price-sheet generator. */
export async function registerDataManagementRoutes(app: FastifyInstance) {
  // Scoped: only the price-sheet route parses multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: priceSheetUploadLimits, throwFileSizeLimit: true });

    scope.post('/api/admin/data/price-sheet', async (req, reply) => {
      const ctx = restContext(app, req);
      await ctx.requirePermission('dataManagement');
      if (!req.isMultipart()) throw new DomainError('BAD_INPUT', `${onlyPriceSheetFilesMessage}: send them as multipart/form-data`);
      const files = new Map<PriceSheetInputName, Buffer>();
      try {
        for await (const part of req.parts()) {
          const name = part.type === 'file' ? priceSheetInputName(part.filename) : undefined;
          if (part.type !== 'file' || !name || files.has(name)) {
            if (part.type === 'file') part.file.resume();
            throw new DomainError('BAD_INPUT', onlyPriceSheetFilesMessage);
          }
          files.set(name, await part.toBuffer());
        }
      } catch (e) {
        if (e instanceof DomainError) throw e;
        const code = (e as { code?: unknown }).code;
        if (typeof code === 'string' && tooLarge.has(code)) {
          throw new DomainError('TOO_LARGE', `Upload at most two files (uom.xlsx and salesprice.xlsx) of ${priceSheetUploadLimits.fileSize / 1024 / 1024} MB each`);
        }
        // Only the upload is read here: a body that is not well-formed multipart is the sender's.
        throw new DomainError('BAD_INPUT', `${onlyPriceSheetFilesMessage}: the upload could not be read as multipart/form-data`);
      }
      const workbook = await generatePriceSheet(files);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="salesprice-sheet.xlsx"')
        .send(workbook);
    });
  });

  app.get('/api/admin/import/customers', async (req, reply) => {
    const ctx = restContext(app, req);
    const actor = await ctx.requirePermission('dataManagement');
    const run = await ctx.services.dataManagement.startCustomersImport(actor);
    return reply.status(202).header('location', `/api/admin/import/runs/${run.id}`).send(run);
  });

  app.get('/api/admin/data/portal-items', async (req) => {
    const ctx = restContext(app, req);
    await ctx.requirePermission('dataManagement');
    return ctx.services.dataManagement.portalItems();
  });
}
