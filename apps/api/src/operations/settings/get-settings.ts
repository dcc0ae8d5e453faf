import { ZSettings } from '@portal/domain/settings/settings-view';
import { defineOperation } from '../operation';

export const getSettings = defineOperation({
  summary: 'Portal-wide settings (any signed-in account)',
  access: 'signedIn',
  kind: 'query',
  output: ZSettings,
  rest: { method: 'GET', path: '/api/admin/settings', operationId: 'getSettings', tag: 'Settings', answers: 'The settings' },
  run: (services) => services.settings.get(),
});
