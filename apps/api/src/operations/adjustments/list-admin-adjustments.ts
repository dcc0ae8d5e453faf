import { ZAdminAdjustmentsQuery } from '@portal/domain/adjustments/adjustment-schemas';
import { ZAdjustmentList } from '@portal/domain/adjustments/adjustment-view-schemas';
import { defineOperation } from '../operation';
import { off, switchedOn } from './feature-switch';

/** Every adjustment (administrators), by status and part of the name or the order name. */
export const listAdminAdjustments = defineOperation({
  summary: 'Every order adjustment (administrators): status filters by status, filter matches part of the name or the order name',
  access: 'admin',
  guard: switchedOn,
  kind: 'query',
  input: ZAdminAdjustmentsQuery,
  output: ZAdjustmentList,
  rest: {
    method: 'GET',
    path: '/api/admin/adjustments',
    operationId: 'listAdminAdjustments',
    tag: 'Adjustments',
    answers: 'A page of adjustments',
    query: ZAdminAdjustmentsQuery,
    errors: { 404: off },
  },
  run: (services, caller, input) => services.adjustments.adminList(caller, input),
});
