import { z } from 'zod';

/**
 * An ERP import run as the Data Management page polls it (GET /api/admin/import/runs/{id}): its
 * progress while it runs, then its counts or its error.
 */
const count = () => z.number().int().nonnegative();

export const ZImportProgress = z
  .object({
    fetched: count().describe('Records read so far'),
    total: count().nullable().describe('How many the ERP announced; null when it does not say'),
  })
  .meta({ id: 'ImportProgress', description: 'How far the reading of one ERP entity set has come' });

export const ZImportCounts = z
  .object({
    inserted: count(),
    updated: count(),
    deactivated: count().describe('Missing from the ERP or blocked there, now inactive (records are never deleted)'),
    unchanged: count(),
  })
  .meta({ id: 'ImportCounts', description: 'What an import did to the records of one kind' });

export const ZImportEntityCounts = ZImportCounts.extend({
  skipped: count().optional().describe('Customers only: those without a USD or CAD price group or currency, not imported'),
}).meta({ id: 'ImportEntityCounts', description: 'What an import did to one entity set' });

export const importRunKinds = ['items', 'customers'] as const;
export const importRunStatuses = ['running', 'succeeded', 'failed'] as const;

export const ZImportRun = z
  .object({
    id: z.guid(),
    kind: z.enum(importRunKinds).describe('items: items, prices, BOMs, units and customers; customers: customers and their price groups only'),
    status: z.enum(importRunStatuses),
    source: z.enum(['sample', 'business-central']).describe('The built-in sample data or Business Central'),
    mode: z.enum(['full', 'incremental']).describe('incremental: only what changed since the last successful import'),
    progress: z.record(z.string(), ZImportProgress).describe('Per ERP entity set (items, priceListLines, customers…), updated while the run reads'),
    counts: ZImportCounts.describe('Items for an items import, customers for a customers import; zeros until the run has succeeded'),
    entityCounts: z.record(z.string(), ZImportEntityCounts).describe('Per entity set (items, boms, unitsOfMeasure, customers), once the run has succeeded'),
    errorMessage: z.string().nullable().describe('Why the run failed; null otherwise'),
    startedBy: z.guid().nullable().describe('The account that started it; null for the start-up import of the sample or a deleted account'),
    startedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable().describe('Null while running'),
  })
  .meta({ id: 'ImportRun', description: 'An ERP import: its progress while it runs, its counts or its error once over' });
export type ImportRun = z.infer<typeof ZImportRun>;
