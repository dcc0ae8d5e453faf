import { getSettings } from './get-settings';
import { updateSettings } from './update-settings';

/** Portal-wide settings: read by any signed-in account (the web hides the Adjustments tabs by it), changed by super admins. */
export const settingsOperations = { get: getSettings, update: updateSettings };
