import { z } from 'zod';

/** The media type of an .xlsx workbook. */
export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const workbook = (fileName: string, what: string) =>
  z
    .file()
    .mime(xlsxMediaType)
    .describe(`${what}, sent with the file name ${fileName} (the file name, not the field name, says which workbook it is); at most 10 MB`);

/**
 * The price-sheet generator's upload (POST /api/admin/data/price-sheet), multipart/form-data: the
 * two workbooks (portal.md §5). The route reads the parts as a stream; this schema describes them
 * for the OpenAPI document.
 */
export const ZPriceSheetUpload = z
  .object({
    uom: workbook('uom.xlsx', 'Units of measure: Item No., Unit of Measure Code, Qty. per Unit of Measure'),
    salesprice: workbook('salesprice.xlsx', 'Base prices: Item No., Unit of Measure Code, Unit Price USD, Unit Price CAD'),
  })
  .describe('The two workbooks: in the first sheet of each, the column names in row 1');

/**
 * The generated sheet: the bytes of an .xlsx workbook, as the server sends them (a response body
 * that is bytes is sent as it is, never serialized). zod has no binary type; the metadata says
 * what the document shows.
 */
export const ZXlsxWorkbook = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, { error: 'An .xlsx workbook is bytes' })
  .meta({ type: 'string', format: 'binary', contentMediaType: xlsxMediaType, description: 'An .xlsx workbook' });
