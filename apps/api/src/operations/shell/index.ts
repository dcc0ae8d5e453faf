import { getConfig } from './get-config';

/** What the header and footer show before and after sign-in, and the limits the store's fields keep to. */
export const shellOperations = { config: getConfig };
