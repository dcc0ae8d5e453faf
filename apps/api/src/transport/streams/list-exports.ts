import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PassThrough, Readable } from 'node:stream';
import { z } from 'zod';
import { xlsxMediaType } from '@portal/domain/data-management/price-sheet-schemas';
import { exportMaxRows, exportQueryOf, type ExportFormat } from '@portal/domain/paging/list-export';
import { contentDisposition } from '../../adapters/storage/content-disposition';
import { openExportBatches } from '../../modules/list-exports/export-batches';
import { exportFileName } from '../../modules/list-exports/export-file-name';
import { writeCsv } from '../../modules/list-exports/csv-export';
import { writeXlsx } from '../../modules/list-exports/xlsx-export';
import { besideLevel, type Access } from '../../operations/access';
import type { ListExport } from '../../operations/list-export';
import { listExports } from '../../operations/list-exports';
import type { RestBinding } from '../../operations/operation';
import { restContext } from '../rest/rest-context';
import { operation, typedRoutes, type ResponseHeaders } from '../rest/route-contract';
import { callerOf } from '../rest/route-gate';

// Streams, described for the document (zod has no type for bytes sent as they are read).
const ZCsvText = z
  .custom<Readable>(() => true)
  .meta({
    type: 'string',
    description: 'UTF-8 comma-separated values: the header row, then one row per list row (fields quoted as RFC 4180 says, rows ending in LF)',
  });
const ZXlsxBytes = z
  .custom<Readable>(() => true)
  .meta({ type: 'string', format: 'binary', contentMediaType: xlsxMediaType, description: 'An .xlsx workbook of one sheet: the header in row 1' });

const exportHeaders: ResponseHeaders = {
  'X-Total-Count': { type: 'integer', minimum: 0, description: 'How many rows the filters matched when the export started' },
  'X-Export-Max-Rows': { type: 'integer', minimum: 1, description: `The most rows an export holds (${exportMaxRows.toLocaleString('en-US')})` },
  'X-Export-Truncated': { type: 'string', description: 'true when more rows matched than an export holds: only the first X-Export-Max-Rows are in it' },
};

const describe = (ex: ListExport) =>
  'Every row the filters match, in the list’s order: the list’s own query (filters and sort, validated as the list validates them; ' +
  'offset and limit are ignored) and format=csv|xlsx. The header row names the columns the list’s page shows; money is a decimal in the ' +
  `row’s currency with a Currency column beside it; dates are ISO 8601 (UTC). Streamed as it is read, ${(ex.batchSize ?? 1000).toLocaleString('en-US')} ` +
  `rows at a time; at most ${exportMaxRows.toLocaleString('en-US')} rows (X-Export-Truncated says when more matched). ` +
  'Content-Disposition names the file by the list, the day (UTC) and the filters: "orders 2026-12-07 status-submitted.csv".';

/** The list's REST route this export extends: its path is the export's without /export, and its query schema is the export's. */
function listRouteOf(ex: ListExport): RestBinding<unknown, unknown> {
  const route = [ex.list.rest ?? []].flat().find((binding) => `${binding.path}/export` === ex.path);
  if (!route) throw new Error(`${ex.operationId}: ${ex.path} is no list path with /export appended`);
  if (route.query !== ex.query) throw new Error(`${ex.operationId}: the query schema is not the list's (${route.operationId})`);
  return route;
}

/** The list's access, checked before the request is read (a list checked beside its read: the same level). */
const gateOf = (access: Access): Access => besideLevel(access) ?? access;

/**
 * GET {list path}/export for every list export (operations/list-exports.ts): the list's access,
 * guard and refusals, the list's query plus `format`; the rows read in pages and written to the
 * response as they come (CSV through csv-stringify, the workbook through ExcelJS's streaming
 * writer). A client that goes away ends the reading.
 */
export function registerListExportRoutes(app: FastifyInstance) {
  for (const ex of listExports) {
    const route = listRouteOf(ex);
    const { guard } = ex.list;
    const declared = operation({
      operationId: ex.operationId,
      tag: route.tag,
      summary: ex.summary,
      description: describe(ex),
      access: gateOf(ex.list.access),
      querystring: exportQueryOf(ex.query),
      response: {
        200: {
          description: 'The file (Content-Disposition: attachment)',
          headers: exportHeaders,
          content: { 'text/csv': { schema: ZCsvText }, [xlsxMediaType]: { schema: ZXlsxBytes } },
        },
      },
      ...(route.errors ? { errors: route.errors } : {}),
    });
    const onRequest = guard ? [...declared.onRequest, async (req: FastifyRequest) => guard(restContext(app, req).services, callerOf(req))] : declared.onRequest;
    typedRoutes(app).get(ex.path, { ...declared, onRequest }, async (req, reply) => {
      // The list's filters as its schema parsed them; `format` is one of exportFormats (ZExportFormat).
      const { format, ...filters } = req.query as { format: ExportFormat } & Record<string, unknown>;
      const caller = callerOf(req);
      const { services } = restContext(app, req);
      const abort = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort(new Error('the client went away'));
      });
      const opened = await openExportBatches((window) => ex.page(services, caller, filters, window), {
        batchSize: ex.batchSize ?? 1000,
        maxRows: exportMaxRows,
        signal: abort.signal,
      });
      void reply
        .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : xlsxMediaType)
        .header('content-disposition', contentDisposition('attachment', exportFileName(ex.fileName, filters, format)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('x-total-count', String(opened.total))
        .header('x-export-max-rows', String(exportMaxRows))
        .header('x-export-truncated', String(opened.truncated));
      // HEAD (Fastify answers it with the GET's handler): the headers, no rows read past the first page.
      if (req.method === 'HEAD') {
        await opened.batches.return(undefined);
        return reply.send(Readable.from([]));
      }
      const body = new PassThrough();
      const written =
        format === 'csv' ? writeCsv(ex.columns, opened.batches, body, abort.signal) : writeXlsx(ex.columns, opened.batches, body, abort.signal, ex.fileName);
      written.catch((err: unknown) => {
        // The status is sent: a failure cuts the file short (the client sees the transfer fail).
        if (!abort.signal.aborted) req.log.error({ err, route: ex.path }, 'an export failed while it was sent');
        body.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply.send(body);
    });
  }
}
