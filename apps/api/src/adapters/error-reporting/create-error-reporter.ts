import type { Config } from '../../config';
import { errorReportingOff, type ErrorReporter } from './error-reporter';
import { createSentryReporter } from './sentry-reporter';

/** Sentry when SENTRY_DSN is set; otherwise off (nothing initialised, nothing sent). */
export function createErrorReporter(config: Pick<Config, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'NODE_ENV'>): ErrorReporter {
  if (!config.SENTRY_DSN) return errorReportingOff;
  return createSentryReporter({ dsn: config.SENTRY_DSN, environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV });
}
