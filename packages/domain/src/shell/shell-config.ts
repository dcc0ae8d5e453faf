import { z } from 'zod';

/** What the header and footer show before and after sign-in (GET /api/config). */
export const ZShellConfig = z
  .object({
    companyName: z.string(),
    supportEmail: z.string(),
    supportPhone: z.string(),
    feedbackUrl: z.string(),
    orderLimits: z
      .object({
        maxLines: z.number().int().describe('Lines per order: screens, roofs and parts together'),
        maxQuantity: z.number().int().describe('The quantity of one part line'),
        maxCopies: z.number().int().describe('The copies of one screen or roof line'),
        maxValue: z.number().int().describe("The order total at the portal's prices, in whole units of the order's currency"),
      })
      .describe('What one order may hold: a save over a limit is refused (400, ORDER_LIMIT_EXCEEDED)'),
    erp: z
      .enum(['sample', 'business-central'])
      .describe('Where orders go and shipments and invoices come from: the built-in sample ERP (whose back office the order desk shows) or Business Central'),
    vitalsSampleRate: z
      .number()
      .min(0)
      .max(1)
      .describe('The share of page views that send their speed (POST /api/telemetry/vitals), 0 to 1 (VITALS_SAMPLE_RATE; default 1, every one)'),
    errorReporting: z
      .object({ dsn: z.string(), environment: z.string() })
      .optional()
      .describe('Present only when the deployment reports errors to Sentry (SENTRY_DSN): the browser loads the SDK only then'),
  })
  .meta({ id: 'ShellConfig', description: 'The company name, support contact and feedback link every page shows, and the limits of one order' });

export type TShellConfig = z.infer<typeof ZShellConfig>;
