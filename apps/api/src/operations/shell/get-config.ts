import { ZShellConfig } from '@portal/domain/shell/shell-config';
import { defineOperation } from '../operation';

export const getConfig = defineOperation({
  summary: 'Company name, support contact, feedback link and the limits of one order (public)',
  access: 'public',
  kind: 'query',
  output: ZShellConfig,
  rest: { method: 'GET', path: '/api/config', operationId: 'getConfig', tag: 'Service', answers: 'The public configuration' },
  run: async (services) => services.shell.config(),
});
