import { t } from '../../trpc/init';
import { getSettings } from './get-settings';
import { updateSettings } from './update-settings';

export const settingsRouter = t.router({ get: getSettings, update: updateSettings });
