import { ZUpdateSettingsInput } from '@portal/domain/back-office/back-office-schemas';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../../openapi/schema';

const settings = { type: 'object', properties: { adjustmentsEnabled: { type: 'boolean' } } };

export const settingsPaths = {
  '/api/admin/settings': {
    get: { summary: 'Portal switches (any signed-in account)', security: bearer, responses: { '200': jsonResponse('The switches', settings), ...errorResponses } },
    put: { summary: 'Turn the order adjustments feature on or off (super admins)', security: bearer, requestBody: jsonBody(ZUpdateSettingsInput), responses: { '200': jsonResponse('The switches', settings), ...errorResponses } },
  },
};
