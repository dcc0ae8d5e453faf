import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@portal/domain/errors/domain-error';
import { onlyPriceSheetFilesMessage, type PriceSheetInputName } from '@portal/domain/data-management/price-sheet';
import { xlsxMediaType, ZPriceSheetUpload, ZXlsxWorkbook } from '@portal/domain/data-management/price-sheet-schemas';
import { operation, typedRoutes } from '../rest/route-contract';
import { generatePriceSheet, priceSheetInputName } from '../../modules/data-management/price-sheet';
import { dataPermission, forData, notForData } from '../../operations/data-management/data-permission';

/** Upload limits of the price-sheet generator: two workbooks of at most 10 MB each. */
export const priceSheetUploadLimits = { fileSize: 10 * 1024 * 1024, files: 2, parts: 10, fields: 0, fieldSize: 1024, headerPairs: 200 };

const tooLarge = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

const priceSheet = operation({
  operationId: 'generatePriceSheet',
  tag: 'Data management',
  summary: 'Generate the sales price sheet from uom.xlsx and salesprice.xlsx',
  description:
    `Upload both workbooks as multipart/form-data, at most ${priceSheetUploadLimits.fileSize / 1024 / 1024} MB each; ` +
    `the answer is salesprice-sheet.xlsx (an attachment): one row per item, unit of measure and currency, in the ERP's Sales Price import layout. ${forData}`,
  access: dataPermission,
  response: { 200: { description: 'salesprice-sheet.xlsx (Content-Disposition: attachment)', content: { [xlsxMediaType]: { schema: ZXlsxWorkbook } } } },
  errors: {
    400:
      'Not the two workbooks: another file name, one missing or sent twice, not multipart/form-data, ' +
      'not an .xlsx workbook, a missing column or a bad cell (the message names the file, row and column)',
    403: notForData,
    413: 'Too large: a file over 10 MB, more parts, a workbook that expands too far or holds too many rows',
    415: 'Send multipart/form-data',
  },
});

/** The uploaded workbooks by the names the generator knows, read from the multipart parts. */
async function readPriceSheetFiles(parts: AsyncIterable<Multipart>) {
  const files = new Map<PriceSheetInputName, Buffer>();
  try {
    for await (const part of parts) {
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
  return files;
}

/**
 * POST /api/admin/data/price-sheet: two .xlsx uploads in, salesprice-sheet.xlsx out (data
 * management permission). Hand-made: it reads a multipart stream and answers a file.
 */
export async function registerDataManagementStreams(app: FastifyInstance) {
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
        const workbook = await generatePriceSheet(await readPriceSheetFiles(req.parts()));
        return reply.header('content-type', xlsxMediaType).header('content-disposition', 'attachment; filename="salesprice-sheet.xlsx"').send(workbook);
      },
    );
  });
}
