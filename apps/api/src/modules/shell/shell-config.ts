import type { Config } from '../../config';
import { orderLimitsOf } from '../orders/order-limits';
import { erpKindOf } from '../../adapters/erp/business-central/bc-settings';

/** What the header and footer show before and after sign-in (support contact, feedback link), and the limits the store's fields keep to. */
export function shellConfigOf(config: Config) {
  const { maxLines, maxQuantity, maxCopies } = orderLimitsOf(config);
  return {
    companyName: config.COMPANY_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    feedbackUrl: config.FEEDBACK_URL,
    orderLimits: { maxLines, maxQuantity, maxCopies, maxValue: config.ORDER_MAX_VALUE },
    erp: erpKindOf(config),
    vitalsSampleRate: config.VITALS_SAMPLE_RATE,
    // A DSN is public by design (it only lets a client send events), so the browser may know it.
    ...(config.SENTRY_DSN ? { errorReporting: { dsn: config.SENTRY_DSN, environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV } } : {}),
  };
}
