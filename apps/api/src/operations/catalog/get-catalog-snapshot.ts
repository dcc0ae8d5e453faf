import { ZCatalogSnapshot } from '@portal/domain/catalog/catalog-view-schemas';
import { defineRestOperation } from '../operation';
import { forStore, readAccess } from './catalog-access';
import { conditionalRead, conditionalReadNote } from './conditional-read';

/** GET /api/catalog: the whole catalog and pricing rules for integrators, answered 304 while unchanged (the web calls catalog.snapshot). */
export const getCatalogSnapshot = defineRestOperation({
  summary: 'The whole catalog and the portal pricing rules, for pricing in the browser',
  description:
    'Every item (inactive ones too, for old orders), kit and unit of measure, ' +
    `and the portal pricing rules, with the catalog version. ${forStore} ${conditionalReadNote}`,
  access: readAccess,
  kind: 'query',
  rest: conditionalRead({
    path: '/api/catalog',
    operationId: 'getCatalogSnapshot',
    view: 'snapshot',
    answers: 'The catalog of this version',
    schema: ZCatalogSnapshot,
  }),
  run: (services, caller) => services.catalog.read('snapshot', caller),
});
