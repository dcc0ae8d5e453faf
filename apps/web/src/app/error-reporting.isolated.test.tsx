import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { fakeApi } from '../test/fake-api';

/** Stands in for the SDK (error-reporting-off.test.tsx checks it is never imported without a DSN). */
const sdk = vi.hoisted(() => {
  const scope = { setTag: (...args: unknown[]) => sdk.tags.push(args) };
  return {
    tags: [] as unknown[][],
    init: undefined as unknown as Mock,
    captured: [] as unknown[],
    scope,
  };
});
vi.mock('@sentry/react', () => {
  sdk.init = vi.fn();
  return {
    init: sdk.init,
    browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
    replayIntegration: () => ({ name: 'Replay' }),
    withScope: (callback: (scope: typeof sdk.scope) => void) => callback(sdk.scope),
    captureException: (error: unknown) => sdk.captured.push(error),
  };
});

const shell = {
  companyName: 'Dealer Portal',
  supportEmail: 'support@example.com',
  supportPhone: '1-800-555-0100',
  feedbackUrl: 'mailto:feedback@example.com',
  orderLimits: { maxLines: 150, maxQuantity: 1000, maxCopies: 100, maxValue: 1_000_000 },
  erp: 'sample' as const,
};

/** The app's modules afresh: the query cache and the started reporter are per page load. */
async function pageLoad() {
  vi.resetModules();
  const { startErrorReportingWhenConfigured } = await import('./start-error-reporting');
  const { appClients } = await import('./app-clients');
  return { startErrorReportingWhenConfigured, appClients };
}

beforeEach(() => {
  // The mocked module is made once per file: its init is cleared, not remade, between tests.
  sdk.init?.mockClear();
  sdk.tags = [];
  sdk.captured = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('error reporting in the browser', () => {
  it('starts Sentry with the spec’s sample rates when the configuration names a DSN, and reports a failed call with its request id', async () => {
    const page = await pageLoad();
    const errorReporting = { dsn: 'https://public@sentry.example.com/1', environment: 'production' };
    const calls = fakeApi({ 'shell.config': () => ({ ...shell, errorReporting }) });
    expect(await page.startErrorReportingWhenConfigured()).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['shell.config']);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ ...errorReporting, tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 }),
    );

    // The server failed a call (500) and named the request: the report carries that id.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify([
              { error: { message: 'Something went wrong. Please try again later.', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } },
            ]),
            {
              status: 500,
              headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
            },
          ),
      ),
    );
    const { queryClient, trpc } = page.appClients();
    await expect(queryClient.fetchQuery({ ...trpc.catalog.snapshot.queryOptions(), retry: false })).rejects.toThrow();
    expect(sdk.captured).toHaveLength(1);
    expect(sdk.tags).toEqual([['request_id', 'req-42']]);
  });

  it('does not report a refusal (4xx): it is an answer, not a fault', async () => {
    const page = await pageLoad();
    const calls = fakeApi({ 'shell.config': () => ({ ...shell, errorReporting: { dsn: 'https://public@sentry.example.com/1', environment: 'test' } }) });
    expect(await page.startErrorReportingWhenConfigured()).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['shell.config']);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    fakeApi({});
    const { queryClient, trpc } = page.appClients();
    await expect(queryClient.fetchQuery({ ...trpc.catalog.snapshot.queryOptions(), retry: false })).rejects.toThrow();
    expect(sdk.captured).toEqual([]);
  });
});
