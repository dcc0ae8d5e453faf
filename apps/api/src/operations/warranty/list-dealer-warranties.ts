import { ZDealerWarrantiesInput, ZDealerWarrantiesQuery } from '@portal/domain/warranty/warranty-schemas';
import { ZWarrantyList } from '@portal/domain/warranty/warranty-view-schemas';
import { defineOperation, type RestBinding } from '../../transport/operation';

/** REST says whose requests by the path. */
const byPath = (path: string, scope: 'mine' | 'team', operationId: string, summary: string): RestBinding<{ scope: 'mine' | 'team'; offset: number }, unknown> => ({
  method: 'GET',
  path,
  operationId,
  summary,
  tag: 'Warranty',
  answers: 'A page of warranty requests, newest first',
  query: ZDealerWarrantiesQuery,
  input: ({ query }) => ({ scope, offset: (query as { offset: number }).offset }),
});

/** My requests or my team's (same ERP customer), 20 per page. */
export const listDealerWarranties = defineOperation({
  summary: 'My warranty requests or my team’s, 20 per page, newest first',
  access: 'store',
  kind: 'query',
  input: ZDealerWarrantiesInput,
  output: ZWarrantyList,
  rest: [
    byPath('/api/warranty/mywarranties', 'mine', 'listMyWarranties', 'My warranty requests, 20 per page, newest first'),
    byPath('/api/warranty/teamwarranties', 'team', 'listTeamWarranties', "My team's warranty requests (every one on an order of my ERP customer), 20 per page, newest first"),
  ],
  run: (services, caller, input) => services.warranty.dealerList(caller, input),
});
