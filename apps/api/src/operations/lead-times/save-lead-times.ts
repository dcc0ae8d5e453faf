import { ZLeadTimes, ZLeadTimesView } from '@portal/domain/lead-times/lead-times';
import { defineOperation } from '../operation';

export const saveLeadTimes = defineOperation({
  summary: 'Save the lead-time table whole (administrators)',
  description:
    "Working days are Monday to Friday less the holidays, counted from today in the portal's time zone. " +
    "An addition names a field of a line's configuration (dotted for a nested one: 'colors.frameColor') and the value that adds its days; " +
    "a line's additions add up.",
  access: 'admin',
  kind: 'mutation',
  input: ZLeadTimes,
  output: ZLeadTimesView,
  rest: {
    method: 'PUT',
    path: '/api/admin/lead-times',
    operationId: 'saveLeadTimes',
    tag: 'Settings',
    answers: 'The table as saved (holidays sorted, each once)',
    body: ZLeadTimes,
    errors: { 400: 'INVALID_INPUT: fieldErrors name the field (kinds.roofs below 0, holidays.3 not a date…)' },
  },
  run: (services, caller, input) => services.leadTimes.save(caller, input),
});
