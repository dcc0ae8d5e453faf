import { ZPortalItems } from '@portal/domain/catalog/catalog-view-schemas';
import { defineRestOperation } from '../operation';
import { forStore, readAccess } from './catalog-access';
import { conditionalRead, conditionalReadNote } from './conditional-read';

/** GET /api/bc/portalItems (portal.md §7): the loose parts with their prices, answered 304 while unchanged. */
export const listPortalItems = defineRestOperation({
  summary: 'Loose parts with their attributes and prices',
  description: `The active items of the categories PART-…, by number, with prices in both price groups. ${forStore} ${conditionalReadNote}`,
  access: readAccess,
  kind: 'query',
  rest: conditionalRead({ path: '/api/bc/portalItems', operationId: 'listPortalItems', view: 'parts', answers: 'The parts', schema: ZPortalItems }),
  run: (services, caller) => services.catalog.read('parts', caller),
});
