import { ZAdminWarrantiesInput } from '@portal/domain/warranty/warranty-schemas';
import { ZWarrantyList } from '@portal/domain/warranty/warranty-view-schemas';
import { defineOperation } from '../operation';

export const listAdminWarranties = defineOperation({
  summary:
    'Every dealer’s warranty requests (administrators), newest first; status filters by status, ' +
    'filter matches the dealer’s or the filer’s name; 50 per page unless limit says otherwise',
  access: 'admin',
  kind: 'query',
  input: ZAdminWarrantiesInput,
  output: ZWarrantyList,
  rest: {
    method: 'GET',
    path: '/api/admin/warranties',
    operationId: 'listAdminWarranties',
    tag: 'Warranty',
    answers: 'A page of warranty requests, newest first',
    query: ZAdminWarrantiesInput,
  },
  run: (services, _caller, input) => services.warranty.adminList(input),
});
