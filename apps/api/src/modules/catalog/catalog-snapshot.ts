import { ZCatalogSnapshotInput } from '@portal/domain/catalog/catalog-inputs';
import { catalogReadProcedure } from './catalog-procedures';

/** The whole catalog and pricing rules for the store; `unchanged` when the client already holds this version. */
export const catalogSnapshot = catalogReadProcedure
  .input(ZCatalogSnapshotInput)
  .query(async ({ ctx, input }) => {
    const version = await ctx.services.catalog.catalogVersion();
    if (input.knownVersion === version) return { unchanged: true as const, version };
    return { unchanged: false as const, ...(await ctx.services.catalog.snapshot()) };
  });
