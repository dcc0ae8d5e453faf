import type { Config } from '../../config';
import { errorReportingOff, type ErrorReporter } from './error-reporter';
import { createSentryReporter } from './sentry-reporter';

/** Sentry when SENTRY_DSN is set; otherwise off (nothing initialised, nothing sent, the SDK not even loaded). */
export async function createErrorReporter(config: Pick<Config, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'NODE_ENV'>): Promise<ErrorReporter> {
  if (!config.SENTRY_DSN) return errorReportingOff;
  return createSentryReporter({ dsn: config.SENTRY_DSN, environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV });
}
