import { getCatalogIfChanged } from './get-catalog-if-changed';
import { getCatalogSnapshot } from './get-catalog-snapshot';
import { getImportRun } from './get-import-run';
import { getKits } from './get-kits';
import { listPortalItems } from './list-portal-items';
import { startItemsImport } from './start-items-import';

/**
 * The catalog (portal.md §7): the store's snapshot, the ERP import and its runs (tRPC and REST),
 * and the integrators' conditional reads (REST only, 304 while the catalog is unchanged).
 */
export const catalogOperations = {
  snapshot: getCatalogIfChanged,
  importItems: startItemsImport,
  importRun: getImportRun,
  kits: getKits,
  portalItems: listPortalItems,
  wholeCatalog: getCatalogSnapshot,
};
