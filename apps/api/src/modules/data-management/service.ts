import type { PortalUser } from '@portal/domain/accounts/user';
import type { PortalItemExportRow } from '@portal/domain/data-management/portal-items-export';
import { DomainError } from '@portal/domain/errors/domain-error';
import { failStaleImportRuns, finishImportRun, insertImportRun, loadErpCustomerNames, saveImportProgress } from '@portal/db/queries/catalog';
import type { ImportEntityProgress } from '@portal/db/schema/catalog';
import type { AppDeps } from '../../app-deps';
import { ErpError, type ErpEntity, type ErpSource } from '../../adapters/erp/erp-source';
import { importCustomers } from '../catalog/catalog-import';
import { importRunView } from '../catalog/import-run-view';
import type { CatalogService } from '../catalog/service';

/** A run without a progress write for this long is taken for dead (its process ended) and failed. */
const staleAfterMs = 15 * 60_000;
const customerEntities: readonly ErpEntity[] = ['customers', 'customerPriceGroups'];

/** Data Management (portal.md §2): Import Customers, Portal Items Export. Items import stays in the catalog module. */
export function createDataManagementService(deps: AppDeps, erp: ErpSource, catalog: CatalogService) {
  const { db, log } = deps;
  const running = new Set<Promise<void>>();

  async function execute(runId: string) {
    const progress: Record<string, ImportEntityProgress> = {};
    let writes = Promise.resolve();
    const onProgress = (entity: string, p: ImportEntityProgress) => {
      progress[entity] = p;
      writes = writes.then(() => saveImportProgress(db, runId, { ...progress }).catch((err: unknown) => log.warn({ err }, 'could not save import progress')));
    };
    try {
      const { records } = await erp.fetchCatalogRecords({ entities: customerEntities, onProgress });
      await writes;
      await db.transaction(async (tx) => {
        const counts = await importCustomers(tx, records, await loadErpCustomerNames(tx));
        const { skipped, ...main } = counts;
        await finishImportRun(tx, runId, { status: 'succeeded', items: main, entityCounts: { customers: { ...main, skipped } }, watermark: null, progress });
      });
    } catch (err) {
      await writes;
      const message = err instanceof ErpError ? err.message : 'The import failed unexpectedly; no customer was changed (see the server log)';
      if (err instanceof ErpError) log.warn({ runId, message }, 'customers import failed');
      else log.error({ err, runId }, 'customers import failed');
      await finishImportRun(db, runId, { status: 'failed', errorMessage: message }).catch((e: unknown) =>
        log.error({ err: e, runId }, 'could not record the failed import'),
      );
    }
  }

  return {
    /**
     * Starts a customers import in the background (ERP customers and their price groups only) and
     * returns the run; poll catalog.importRun. Always full: the customer list is small and the price
     * groups come complete anyway. Tiers and sender/receiver flags are the portal's and stay.
     */
    async startCustomersImport(actor: PortalUser) {
      await failStaleImportRuns(db, new Date(Date.now() - staleAfterMs));
      const run = await insertImportRun(db, { kind: 'customers', source: erp.kind, mode: 'full', startedBy: actor._id });
      if (!run) throw new DomainError('CONFLICT', 'A customers import is already running; wait for it to finish', undefined, 'IMPORT_RUNNING');
      const job = execute(run.id).finally(() => running.delete(job));
      running.add(job);
      return importRunView(run);
    },

    /** Active parts (category PART-…) with their USD and CAD prices in the base unit of measure. */
    async portalItems(): Promise<PortalItemExportRow[]> {
      const items = await catalog.portalItems();
      const price = (item: (typeof items)[number], group: 'USD' | 'CAD') => {
        const line =
          item.prices.find((p) => p.salesCode === group && p.unitOfMeasureCode === item.baseUnitOfMeasureCode) ??
          item.prices.find((p) => p.salesCode === group);
        return line ? line.unitPriceCents / 100 : null;
      };
      return items.map((item) => ({
        number: item.number,
        displayName: item.displayName,
        displayName2: item.displayName2 ?? null,
        itemCategoryCode: item.itemCategoryCode,
        attributes: item.attributes.map((a) => `${a.attributeName}: ${a.attributeValue}`).join('; '),
        usdPrice: price(item, 'USD'),
        cadPrice: price(item, 'CAD'),
      }));
    },

    /** Waits for the imports this process started (server close, tests). */
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

export type DataManagementService = ReturnType<typeof createDataManagementService>;
