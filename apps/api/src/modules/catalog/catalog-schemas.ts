import { z } from 'zod';

/**
 * Inputs of the catalog procedures. They belong in packages/domain with the other schemas; they
 * are here while another engineer owns the domain catalog folder (move them when it lands).
 */
const booleanFlag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: 'full must be true or false' }));

export const ZStartImportInput = z.strictObject({ full: booleanFlag.optional() }, { error: 'Unknown parameter' });
export type TStartImportInput = z.infer<typeof ZStartImportInput>;

export const ZImportRunInput = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });

export const ZCatalogSnapshotInput = z.object({ knownVersion: z.number().int().nonnegative().optional() }).default({});
