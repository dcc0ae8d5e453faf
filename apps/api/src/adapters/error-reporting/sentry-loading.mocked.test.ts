import { describe, expect, it, vi } from 'vitest';

// Counts loads of the Sentry SDK: its module (and the instrumentation it brings) must stay out of a
// process that has no SENTRY_DSN. A static import anywhere in the server's graph loads it at start.
const sentry = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@sentry/node', async (importOriginal) => {
  sentry.loads += 1;
  return importOriginal();
});

describe('the Sentry SDK is loaded only when SENTRY_DSN is set', () => {
  it('importing the whole server and starting its error reporting without a DSN loads no Sentry module', async () => {
    // main.ts adds only the configuration and close-with-grace to this graph.
    await import('../../server');
    const { createErrorReporter } = await import('./create-error-reporter');
    const errors = await createErrorReporter({ SENTRY_DSN: undefined, SENTRY_ENVIRONMENT: undefined, NODE_ENV: 'test' });
    expect(errors.kind).toBe('off');
    expect(sentry.loads).toBe(0);
  });

  it('with a DSN, error reporting loads it once and sends to it', async () => {
    const { createErrorReporter } = await import('./create-error-reporter');
    // Nothing listens on port 9: the reporter is only made and closed, nothing is reported.
    const errors = await createErrorReporter({ SENTRY_DSN: 'http://public@127.0.0.1:9/1', SENTRY_ENVIRONMENT: 'ci', NODE_ENV: 'test' });
    try {
      expect(errors.kind).toBe('sentry');
      expect(sentry.loads).toBe(1);
    } finally {
      await errors.close();
    }
  });
});
