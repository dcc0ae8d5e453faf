import { ZPortalItemsExport } from '@portal/domain/data-management/portal-items-export';
import { defineOperation } from '../operation';
import { dataPermission, forData, notForData } from './data-permission';

/** The Portal Items Export rows; the web builds the .xlsx. */
export const listPortalItems = defineOperation({
  summary: 'Portal Items Export rows: active parts with attributes as text and USD and CAD prices',
  description: `The rows the Portal Items Export page writes to an .xlsx. ${forData}`,
  access: dataPermission,
  kind: 'query',
  output: ZPortalItemsExport,
  rest: {
    method: 'GET',
    path: '/api/admin/data/portal-items',
    operationId: 'listPortalItemsExport',
    tag: 'Data management',
    answers: 'The rows',
    errors: { 403: notForData },
  },
  run: (services) => services.dataManagement.portalItems(),
});
