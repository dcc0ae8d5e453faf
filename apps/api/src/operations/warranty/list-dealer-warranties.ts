import { ZDealerWarrantiesInput, ZDealerWarrantiesQuery } from '@portal/domain/warranty/warranty-schemas';
import { ZWarrantyList } from '@portal/domain/warranty/warranty-view-schemas';
import { defineOperation } from '../operation';
import { scopedListRoutes } from '../scoped-list-routes';

/** My requests or my team's (same ERP customer), 20 per page. */
export const listDealerWarranties = defineOperation({
  summary: 'My warranty requests or my team’s, 20 per page, newest first',
  access: 'store',
  kind: 'query',
  input: ZDealerWarrantiesInput,
  output: ZWarrantyList,
  rest: scopedListRoutes<{ offset: number; search?: string | undefined }, unknown>(
    { tag: 'Warranty', answers: 'A page of warranty requests, newest first', query: ZDealerWarrantiesQuery },
    [
      { path: '/api/warranty/mywarranties', scope: 'mine', operationId: 'listMyWarranties', summary: 'My warranty requests, 20 per page, newest first' },
      {
        path: '/api/warranty/teamwarranties',
        scope: 'team',
        operationId: 'listTeamWarranties',
        summary: "My team's warranty requests (every one on an order of my ERP customer), 20 per page, newest first",
      },
    ],
  ),
  run: (services, caller, input) => services.warranty.dealerList(caller, input),
});
