import { z } from 'zod';

/** The portal-wide switches (GET and PUT /api/admin/settings). */
export const ZSettings = z
  .object({ adjustmentsEnabled: z.boolean().describe('Whether dealers see Order Adjustments') })
  .meta({ id: 'Settings', description: 'Portal-wide settings' });
