import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { startErrorReportingWhenConfigured } from './start-error-reporting';

/**
 * Its own file: the mocked module's factory runs at most once per file, so `imported` says
 * whether anything in this page load asked for the SDK.
 */
const sdk = vi.hoisted(() => ({ imported: false }));
vi.mock('@sentry/react', () => {
  sdk.imported = true;
  return {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const shell = {
  companyName: 'Dealer Portal',
  supportEmail: 'support@example.com',
  supportPhone: '1-800-555-0100',
  feedbackUrl: 'mailto:feedback@example.com',
  orderLimits: { maxLines: 150, maxQuantity: 1000, maxCopies: 100, maxValue: 1_000_000 },
  erp: 'sample' as const,
};

it('never imports the SDK when the configuration names no DSN', async () => {
  const calls = fakeApi({ 'shell.config': () => shell });
  expect(await startErrorReportingWhenConfigured()).toBe(false);
  expect(calls.map((c) => c.path)).toEqual(['shell.config']);
  expect(sdk.imported).toBe(false);
});
