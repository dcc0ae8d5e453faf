import { z } from 'zod';

/** What the header and footer show before and after sign-in (GET /api/config). */
export const ZShellConfig = z
  .object({
    companyName: z.string(),
    supportEmail: z.string(),
    supportPhone: z.string(),
    feedbackUrl: z.string(),
  })
  .meta({ id: 'ShellConfig', description: 'The company name, support contact and feedback link every page shows' });

export type TShellConfig = z.infer<typeof ZShellConfig>;
