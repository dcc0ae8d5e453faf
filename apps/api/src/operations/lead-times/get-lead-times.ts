import { ZLeadTimesView } from '@portal/domain/lead-times/lead-times';
import { defineOperation } from '../operation';

export const getLeadTimes = defineOperation({
  summary: 'The lead-time table (administrators): working days per product kind, additions per option value, holidays',
  access: 'admin',
  kind: 'query',
  output: ZLeadTimesView,
  rest: { method: 'GET', path: '/api/admin/lead-times', operationId: 'getLeadTimes', tag: 'Settings', answers: 'The table (the defaults until saved)' },
  run: (services) => services.leadTimes.get(),
});
