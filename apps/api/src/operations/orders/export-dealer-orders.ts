import { passedCaller } from '../../http/require-user';
import { dealerOrderExportColumns } from '../../modules/orders/order-export-columns';
import { defineListExport } from '../list-export';
import { listDealerOrders, ZDealerListQuery } from './list-dealer-orders';

/** A dealer's list as CSV or Excel: my orders or my team's, as the path says, with the list's search and sort. */
function dealerOrdersExport(scope: 'mine' | 'team', path: string, operationId: string, summary: string, fileName: string) {
  return defineListExport({
    list: listDealerOrders,
    query: ZDealerListQuery,
    path,
    operationId,
    summary,
    fileName,
    columns: dealerOrderExportColumns,
    page: (services, caller, filters, window) => services.orders.dealerExportRows(passedCaller(caller), { ...filters, ...window, scope }),
  });
}

export const exportMyOrders = dealerOrdersExport(
  'mine',
  '/api/orders/myorders/export',
  'exportMyOrders',
  'My orders, as CSV or an Excel workbook',
  'my orders',
);
export const exportTeamOrders = dealerOrdersExport(
  'team',
  '/api/orders/teamorders/export',
  'exportTeamOrders',
  "My team's orders (accounts of my ERP customer), as CSV or an Excel workbook",
  'team orders',
);
