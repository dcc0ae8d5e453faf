import type { ErrorReporter } from './error-reporter';

/** Spec §9: the error-reporting service samples every trace. */
export const tracesSampleRate = 1;
/** How long closing the server waits for queued reports. */
const closeTimeoutMs = 2000;

export interface SentryOptions {
  dsn: string;
  environment: string;
}

/**
 * Sentry for the API. Initialised before Fastify is created, so Sentry's Fastify and HTTP
 * integrations (they listen on Node's diagnostics channels) see the server's requests as traces.
 * No personal data by default: the reports hold the error, the route and the request id.
 * The SDK is imported here, when a DSN asks for it, never statically: a process without one
 * never loads it nor the instrumentation it brings (sentry-loading.mocked.test.ts).
 */
export async function createSentryReporter(options: SentryOptions): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate,
    sendDefaultPii: false,
    integrations: (defaults) => [
      // The server logs through pino, never console: wrapping console would add no breadcrumbs,
      // only replace console.error under whoever else watches it (the tests' console guard).
      ...defaults.filter((integration) => integration.name !== 'Console' && integration.name !== 'Fastify'),
      // Traces only: the error handler decides what is unexpected (a domain refusal is not) and
      // reports it itself, with the request id; Sentry's own capture would pre-empt it.
      Sentry.fastifyIntegration({ shouldHandleError: () => false }),
    ],
  });
  return {
    kind: 'sentry',
    report(error, requestId) {
      Sentry.withScope((scope) => {
        scope.setTag('request_id', requestId);
        Sentry.captureException(error);
      });
    },
    tagRequest(requestId) {
      // On the request's root span (the transaction), where Sentry's trace search finds it. Not a
      // scope tag: a request that did not come through Node's HTTP server (inject) has no scope of
      // its own, and the tag would land on whatever is sent next.
      const span = Sentry.getActiveSpan();
      if (span) Sentry.getRootSpan(span).setAttribute('request_id', requestId);
    },
    async close() {
      await Sentry.close(closeTimeoutMs);
    },
  };
}
