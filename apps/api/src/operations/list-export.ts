import type { z } from 'zod';
import type { PortalUser } from '@portal/domain/accounts/user';
import type { Services } from '../services';
import type { ExportColumn } from '../modules/list-exports/export-columns';
import type { ExportPage } from '../modules/list-exports/export-batches';
import type { AnyOperation } from './operation';

/** A list's query as its export receives it: the filters and sort, no paging (and the format apart). */
export type ExportFilters<Shape extends z.ZodRawShape> = Omit<z.output<z.ZodObject<Shape>>, 'offset' | 'limit'>;

/**
 * The CSV and Excel export of a list (docs/api.md "Exports"), declared once per list beside the
 * list's operation: GET {the list's path}/export?{the list's query}&format=csv|xlsx. The list's
 * operation lends it its access, its guard, its tag and its refusals, and its query schema is the
 * list's own (the transport checks both: transport/streams/list-exports.ts). `page` reads one page
 * as the list's operation does, through the same service function.
 */
export interface ListExport<Shape extends z.ZodRawShape = z.ZodRawShape, Row = any> {
  /** The list exported. */
  list: AnyOperation;
  /** The list's REST query schema, the very one its route validates with. */
  query: z.ZodObject<Shape>;
  /** The list's REST path with /export appended. */
  path: string;
  operationId: string;
  summary: string;
  /** What the file is named by before its date and filters ('orders'), and its sheet. */
  fileName: string;
  /** The columns the list's page shows, in its order, with a currency column beside money. */
  columns: ExportColumn<Row>[];
  /** Rows per page read (1,000 unless set): the most an export holds in memory at once. */
  batchSize?: number;
  /** One page of the list for the caller the gate let through, with the list's filters and sort. */
  page(services: Services, caller: PortalUser, filters: ExportFilters<Shape>, window: { offset: number; limit: number }): Promise<ExportPage<Row>>;
}

/** Declares a list's export; the types of `page` follow from the list's query and the columns' rows. */
export function defineListExport<Shape extends z.ZodRawShape, Row>(spec: ListExport<Shape, Row>): ListExport<Shape, Row> {
  return spec;
}
