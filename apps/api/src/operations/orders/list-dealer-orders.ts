import { ZDealerOrdersInput, type TDealerOrders } from '@portal/domain/orders/order-schemas';
import { ZOrderList } from '@portal/domain/orders/order-view-schemas';
import type { SerializedOrderList } from '../../modules/orders/order-list-items';
import { defineOperation } from '../operation';
import { scopedListRoutes } from '../scoped-list-routes';
import { orderListValue, orderPageReply } from './order-list-body';

/** The dealer lists' query: the path says whose orders (mine or team). */
export const ZDealerListQuery = ZDealerOrdersInput.omit({ scope: true });

/** My orders or my team's (same ERP customer), 25 per page; the page is read beside the session check. */
export const listDealerOrders = defineOperation({
  summary: 'My orders or my team’s (accounts of my ERP customer), 25 per page',
  access: { beside: 'teamOrders' },
  kind: 'query',
  input: ZDealerOrdersInput,
  output: ZOrderList,
  rest: scopedListRoutes<Omit<TDealerOrders, 'scope'>, SerializedOrderList>(
    { tag: 'Orders', answers: orderPageReply.schemas[200].description, query: ZDealerListQuery, reply: orderPageReply },
    [
      { path: '/api/orders/myorders', scope: 'mine', operationId: 'listMyOrders', summary: 'My orders, 25 per page' },
      { path: '/api/orders/teamorders', scope: 'team', operationId: 'listTeamOrders', summary: "My team's orders (accounts of my ERP customer), 25 per page" },
    ],
  ),
  run: (services, caller, input) => services.orders.dealerList(caller, input),
  trpc: { answer: orderListValue },
});
