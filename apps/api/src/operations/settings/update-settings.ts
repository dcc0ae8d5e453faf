import { ZUpdateSettingsInput } from '@portal/domain/settings/settings-schemas';
import { ZSettings } from '@portal/domain/settings/settings-view';
import { defineOperation } from '../operation';

export const updateSettings = defineOperation({
  summary: 'Change the settings (super admins)',
  access: 'superAdmin',
  kind: 'mutation',
  input: ZUpdateSettingsInput,
  output: ZSettings,
  rest: {
    method: 'PUT',
    path: '/api/admin/settings',
    operationId: 'updateSettings',
    tag: 'Settings',
    answers: 'The settings as saved',
    body: ZUpdateSettingsInput,
  },
  run: (services, caller, input) => services.settings.update(caller, input),
});
