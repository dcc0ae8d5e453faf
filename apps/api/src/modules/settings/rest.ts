import type { FastifyInstance } from 'fastify';
import { ZUpdateSettingsInput } from '@portal/domain/back-office/back-office-schemas';
import { ZSettings } from '@portal/domain/back-office/settings-view';
import { restContext } from '../../http/rest-context';
import { callerOf } from '../../http/route-gate';
import { json, operation, typedRoutes } from '../../http/route-contract';

/** GET for any signed-in account (the web hides the Adjustments tabs by it); PUT for super admins. */
export function registerSettingsRoutes(app: FastifyInstance) {
  const api = typedRoutes(app);
  api.get(
    '/api/admin/settings',
    operation({ operationId: 'getSettings', tag: 'Settings', summary: 'Portal-wide settings (any signed-in account)', access: 'signedIn', response: { 200: json('The settings', ZSettings) } }),
    async (req) => restContext(app, req).services.settings.get(),
  );

  api.put(
    '/api/admin/settings',
    operation({ operationId: 'updateSettings', tag: 'Settings', summary: 'Change the settings (super admins)', access: 'superAdmin', body: ZUpdateSettingsInput, response: { 200: json('The settings as saved', ZSettings) } }),
    async (req) => restContext(app, req).services.settings.update(callerOf(req), req.body),
  );
}
