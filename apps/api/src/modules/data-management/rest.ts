import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@portal/domain/errors/domain-error';
import { onlyPriceSheetFilesMessage, type PriceSheetInputName } from '@portal/domain/back-office/price-sheet';
import { xlsxMediaType, ZPriceSheetUpload, ZXlsxWorkbook } from '@portal/domain/back-office/price-sheet-schemas';
import { ZPortalItemsExport } from '@portal/domain/back-office/portal-items-export';
import { restContext } from '../../http/rest-context';
import { callerOf } from '../../http/route-gate';
import { json, operation, typedRoutes } from '../../http/route-contract';
import { importRunningError, importStarted } from '../catalog/import-run-view';
import { generatePriceSheet, priceSheetInputName } from './price-sheet';

/** Upload limits of the price-sheet generator: two workbooks of at most 10 MB each. */
export const priceSheetUploadLimits = { fileSize: 10 * 1024 * 1024, files: 2, parts: 10, fields: 0, fieldSize: 1024, headerPairs: 200 };

const tooLarge = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

const forData = 'Administrators with the data management permission (super admins always).';
const dataManagement = { permission: 'dataManagement' } as const;
const notForData = 'Not an administrator with the data management permission';

const priceSheet = operation({
  operationId: 'generatePriceSheet',
  tag: 'Data management',
  summary: 'Generate the sales price sheet from uom.xlsx and salesprice.xlsx',
  description: `Upload both workbooks as multipart/form-data, at most ${priceSheetUploadLimits.fileSize / 1024 / 1024} MB each; the answer is salesprice-sheet.xlsx (an attachment): one row per item, unit of measure and currency, in the ERP's Sales Price import layout. ${forData}`,
  access: dataManagement,
  response: { 200: { description: 'salesprice-sheet.xlsx (Content-Disposition: attachment)', content: { [xlsxMediaType]: { schema: ZXlsxWorkbook } } } },
  errors: {
    400: 'Not the two workbooks: another file name, one missing or sent twice, not multipart/form-data, not an .xlsx workbook, a missing column or a bad cell (the message names the file, row and column)',
    403: notForData,
    413: 'Too large: a file over 10 MB, more parts, a workbook that expands too far or holds too many rows',
    415: 'Send multipart/form-data',
  },
});

/** Data Management paths: customers import (the run is polled at /api/admin/import/runs/{id}) and the price-sheet generator. */
export async function registerDataManagementRoutes(app: FastifyInstance) {
  // Scoped: only the price-sheet route parses multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: priceSheetUploadLimits, throwFileSizeLimit: true });

    typedRoutes(scope).post(
      '/api/admin/data/price-sheet',
      {
        ...priceSheet,
        // The body is declared for the document only: the handler reads the parts as a stream, so
        // there is no parsed body to validate (the parts are checked below, by file name).
        schema: { ...priceSheet.schema, consumes: ['multipart/form-data'], body: ZPriceSheetUpload },
        validatorCompiler: () => () => true,
      },
      async (req, reply) => {
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
        return reply.header('content-type', xlsxMediaType).header('content-disposition', 'attachment; filename="salesprice-sheet.xlsx"').send(workbook);
      },
    );
  });

  const api = typedRoutes(app);

  api.get(
    '/api/admin/import/customers',
    operation({
      operationId: 'startCustomersImport',
      tag: 'Data management',
      summary: 'Start an ERP import of customers and their price groups; poll the run it answers',
      description: `Runs in the background: answers 202 with the run (status running) and its Location (/api/admin/import/runs/{id}). Always full; tiers and sender/receiver flags are the portal's and stay. ${forData}`,
      access: dataManagement,
      response: { 202: importStarted },
      errors: { 403: notForData, 409: importRunningError },
    }),
    async (req, reply) => {
      const run = await restContext(app, req).services.dataManagement.startCustomersImport(callerOf(req));
      return reply.status(202).header('location', `/api/admin/import/runs/${run.id}`).send(run);
    },
  );

  api.get(
    '/api/admin/data/portal-items',
    operation({
      operationId: 'listPortalItemsExport',
      tag: 'Data management',
      summary: 'Portal Items Export rows: active parts with attributes as text and USD and CAD prices',
      description: `The rows the Portal Items Export page writes to an .xlsx. ${forData}`,
      access: dataManagement,
      response: { 200: json('The rows', ZPortalItemsExport) },
      errors: { 403: notForData },
    }),
    async (req) => restContext(app, req).services.dataManagement.portalItems(),
  );
}
