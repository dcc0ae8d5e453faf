import { ZCatalogSnapshotInput } from '@portal/domain/catalog/catalog-inputs';
import { defineOperation } from '../operation';
import { readAccess } from './catalog-access';

/** The whole catalog and pricing rules for the store; `unchanged` when the client already holds this version. */
export const getCatalogIfChanged = defineOperation({
  summary: 'The whole catalog and the portal pricing rules, or unchanged when the client holds this version',
  access: readAccess,
  kind: 'query',
  input: ZCatalogSnapshotInput,
  run: (services, caller, input) => services.catalog.snapshotUnlessHeld(caller, input.knownVersion),
});
