import type { BcRecords } from '@portal/domain/catalog/business-central-records';
import type { CatalogSnapshot } from '@portal/domain/catalog/catalog-view-schemas';
import type { PortalUser } from '@portal/domain/accounts/user';
import { readsRetail } from '@portal/domain/teams/team-roles';
import { catalogWithoutPrices } from '@portal/domain/teams/retail-view';
import { DomainError } from '@portal/domain/errors/domain-error';
import {
  failStaleImportRuns,
  findImportRun,
  finishImportRun,
  getCatalogVersion,
  insertImportRun,
  lastSucceededImport,
  loadCatalog,
  loadPortalPricingRules,
  saveImportProgress,
} from '@portal/db/queries/catalog';
import type { ImportEntityProgress } from '@portal/db/schema/catalog';
import type { AppDeps } from '../../app-deps';
import { ErpError, type ErpSource } from '../../adapters/erp/erp-source';
import { applyCatalogImport } from './catalog-import';
import { importRunView } from './import-run-view';
import { portalItems } from './catalog-views';
import { createCatalogBodies, type CatalogView } from './catalog-bodies';

/** A run without a progress write for this long is taken for dead (its process ended) and failed. */
const staleAfterMs = 15 * 60_000;

/** The whole catalog and the pricing rules of one version (ZCatalogSnapshot). */
export type { CatalogSnapshot };

/** Catalog import (Data Management) and catalog reads (the store). */
export function createCatalogService(deps: AppDeps, erp: ErpSource) {
  const { db, log } = deps;
  const running = new Set<Promise<void>>();
  // One built snapshot per process, keyed by the version in the database: every instance agrees
  // on the version, so this is a cache, not state another instance needs.
  let cached: { version: number; snapshot: Promise<CatalogSnapshot> } | undefined;

  async function execute(runId: string, since: Date | undefined, previousWatermark: Date | null) {
    const progress: Record<string, ImportEntityProgress> = {};
    let queued = false;
    let writes = Promise.resolve();
    const onProgress = (entity: string, p: ImportEntityProgress) => {
      progress[entity] = p;
      if (queued) return;
      queued = true;
      // Coalesced: at most one progress write waits, and it writes the latest figures.
      writes = writes.then(async () => {
        queued = false;
        await saveImportProgress(db, runId, { ...progress }).catch((err: unknown) => log.warn({ err }, 'could not save import progress'));
      });
    };
    try {
      const fetched: { records: BcRecords; incremental: boolean } = await erp.fetchCatalogRecords({ since, onProgress });
      await writes;
      const day = new Date().toISOString().slice(0, 10);
      await db.transaction(async (tx) => {
        const outcome = await applyCatalogImport(tx, { records: fetched.records, incremental: fetched.incremental, day, previousWatermark });
        await finishImportRun(tx, runId, {
          status: 'succeeded',
          items: outcome.items,
          entityCounts: outcome.entityCounts,
          watermark: outcome.watermark,
          progress,
        });
      });
    } catch (err) {
      await writes;
      const message = err instanceof ErpError ? err.message : 'The import failed unexpectedly; the catalog was not changed (see the server log)';
      if (!(err instanceof ErpError)) log.error({ err, runId }, 'catalog import failed');
      else log.warn({ runId, message }, 'catalog import failed');
      await finishImportRun(db, runId, { status: 'failed', errorMessage: message }).catch((e: unknown) =>
        log.error({ err: e, runId }, 'could not record the failed import'),
      );
    }
  }

  async function snapshot(): Promise<CatalogSnapshot> {
    const version = await getCatalogVersion(db);
    if (cached?.version !== version) {
      // One consistent view: an import committing meanwhile never mixes old items with new prices.
      const build = db.transaction(
        async (tx) => {
          const v = await getCatalogVersion(tx);
          const catalog = await loadCatalog(tx);
          return { version: v, catalog, rules: await loadPortalPricingRules(tx) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      cached = { version, snapshot: build };
      build.catch(() => {
        if (cached?.snapshot === build) cached = undefined;
      });
    }
    return cached.snapshot;
  }

  const catalogBody = createCatalogBodies(snapshot);

  return {
    erpKind: erp.kind,

    /**
     * Starts an import in the background and returns the run (status running). Incremental
     * (items and customers changed since the last successful run) when the ERP can filter and a
     * previous run left a watermark, unless `full` is asked for.
     */
    async startItemsImport(actor: PortalUser, options: { full?: boolean | undefined } = {}) {
      await failStaleImportRuns(db, new Date(Date.now() - staleAfterMs));
      const previous = await lastSucceededImport(db, 'items', erp.kind);
      const since = erp.supportsIncremental && !options.full ? (previous?.watermark ?? undefined) : undefined;
      const run = await insertImportRun(db, { kind: 'items', source: erp.kind, mode: since ? 'incremental' : 'full', startedBy: actor._id });
      if (!run) throw new DomainError('CONFLICT', 'An import is already running; wait for it to finish', undefined, 'IMPORT_RUNNING');
      const job = execute(run.id, since, previous?.watermark ?? null).finally(() => running.delete(job));
      running.add(job);
      return importRunView(run);
    },

    /**
     * The embedded default: a new installation on the built-in sample imports it once, at
     * start-up, so the store has a catalog without anyone pressing Import Items.
     */
    async importSampleOnFirstStart(): Promise<boolean> {
      if (erp.kind !== 'sample' || (await lastSucceededImport(db, 'items', erp.kind))) return false;
      const run = await insertImportRun(db, { kind: 'items', source: erp.kind, mode: 'full', startedBy: null });
      if (!run) return false;
      await execute(run.id, undefined, null);
      return true;
    },

    async importRun(id: string) {
      const run = await findImportRun(db, id);
      if (!run) throw new DomainError('NOT_FOUND', 'Import run not found');
      return importRunView(run);
    },

    /** Waits for the imports this process started (server close, tests). */
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },

    catalogVersion: () => getCatalogVersion(db),
    snapshot,
    /** The store's catalog: `unchanged` (a few bytes) when the client already holds this version, the whole snapshot otherwise. */
    async snapshotUnlessHeld(reader: PortalUser, knownVersion: number | undefined) {
      const version = await getCatalogVersion(db);
      if (knownVersion === version) return { unchanged: true as const, version };
      const current = await snapshot();
      return { unchanged: false as const, ...(readsRetail(reader) ? catalogWithoutPrices(current) : current) };
    },
    /**
     * A catalog read (kits, parts or the whole snapshot): the current version, and its JSON body when the client does not hold it.
     * A salesperson's has no prices (issue 32), and an ETag of its own.
     */
    async read(view: CatalogView, reader: PortalUser) {
      const withoutPrices = readsRetail(reader);
      return { version: await getCatalogVersion(db), variant: withoutPrices ? `${view}-without-prices` : view, body: () => catalogBody(view, withoutPrices) };
    },
    async portalItems() {
      return portalItems((await snapshot()).catalog);
    },
    /** A catalog read's JSON body (kits, parts or the whole snapshot), serialized once per version. */
    catalogBody,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
