import * as Sentry from '@sentry/react';
import type { TShellConfig } from '@portal/domain/shell/shell-config';

type Settings = NonNullable<TShellConfig['errorReporting']>;

/** Spec §9: every trace, one session in ten replayed, every session with an error replayed. */
export const sampleRates = { tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 } as const;

/**
 * Loaded only when the deployment set SENTRY_DSN (error-reporting.ts imports it dynamically), so
 * the entry bundle of a portal without Sentry carries none of it. Replays keep Sentry's defaults:
 * every text masked and media blocked, so a dealer's names, prices and photos never leave.
 */
export function initSentry(settings: Settings) {
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    ...sampleRates,
  });
  return {
    report(error: unknown, requestId: string | undefined) {
      Sentry.withScope((scope) => {
        if (requestId) scope.setTag('request_id', requestId);
        Sentry.captureException(error);
      });
    },
  };
}
