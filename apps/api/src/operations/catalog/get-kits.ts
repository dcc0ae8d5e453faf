import { ZKitCatalog } from '@portal/domain/catalog/catalog-view-schemas';
import { defineRestOperation } from '../operation';
import { forStore, readAccess } from './catalog-access';
import { conditionalRead, conditionalReadNote } from './conditional-read';

/** GET /api/bc/items (portal.md §7): screen and roof kits with their BOMs, answered 304 while unchanged. */
export const getKits = defineRestOperation({
  summary: 'Screen kits and roof kits by group, with their BOMs',
  description:
    'The active items of the categories SCR-… (bcScreenKits) and RF-… (bcRoofKits, by the group word the category names), ' +
    `each group with the bills of materials of its kits. ${forStore} ${conditionalReadNote}`,
  access: readAccess,
  kind: 'query',
  rest: conditionalRead({ path: '/api/bc/items', operationId: 'getKits', view: 'kits', answers: 'Screen kits and roof kits', schema: ZKitCatalog }),
  run: (services, caller) => services.catalog.read('kits', caller),
});
