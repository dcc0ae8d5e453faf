import { t } from '../../trpc/init';
import { catalogSnapshot } from './catalog-snapshot';
import { getImportRun } from './get-import-run';
import { importItems } from './import-items';

export const catalogRouter = t.router({ snapshot: catalogSnapshot, importItems, importRun: getImportRun });
