import { z } from 'zod';

/** PUT /api/admin/settings and settings.update: the portal-wide switches a super admin changes. */
export const ZUpdateSettingsInput = z.object({ adjustmentsEnabled: z.boolean({ error: 'adjustmentsEnabled must be true or false' }) }).strict();
export type TUpdateSettingsInput = z.infer<typeof ZUpdateSettingsInput>;
