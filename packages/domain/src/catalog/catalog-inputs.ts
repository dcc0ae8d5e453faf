import { z } from 'zod';

/** The inputs of the catalog reads and imports (REST and tRPC alike). */
const booleanFlag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'full must be true or false' }),
);

export const ZStartImportInput = z.strictObject(
  { full: booleanFlag.optional().describe('Read everything, not only what changed since the last import (marks items missing from the ERP inactive)') },
  { error: 'Unknown parameter' },
);
export type TStartImportInput = z.infer<typeof ZStartImportInput>;

export const ZImportRunInput = z.object({ id: z.uuid({ error: 'id must be a UUID' }).describe('The run id the import start answered') });

export const ZCatalogSnapshotInput = z.object({ knownVersion: z.number().int().nonnegative().optional() }).default({});
