import { vi } from 'vitest';
import type { TAdjustment, TAdjustmentListItem } from '@portal/domain/adjustments/adjustment-view-schemas';
import { fakeApi } from '../../test/fake-api';
import { fakeFilesApi } from '../../test/fake-files-api';

let sequence = 0;

/** An adjustment as the lists answer it; override any field. */
export function makeAdjustmentListItem(overrides: Partial<TAdjustmentListItem> = {}): TAdjustmentListItem {
  sequence += 1;
  return {
    _id: `30000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    description: `Adjustment ${sequence}`,
    status: 'Draft',
    createdAt: '2026-11-05T15:00:00.000Z',
    order: { _id: '10000000-0000-4000-8000-000000000999', orderName: 'Backyard', orderDate: '2026-10-01T15:00:00.000Z' },
    warrantyIssuesCount: 0,
    reorderIssuesCount: 0,
    ...overrides,
  };
}

/** An adjustment as GET /api/adjustments/{id} answers it, without items. */
export const makeAdjustment = (overrides: Partial<TAdjustment> = {}): TAdjustment => ({ ...makeAdjustmentListItem(), currency: 'USD', screens: [], roofs: [], parts: [], ...overrides });

/**
 * Tests only: one fetch for both APIs, tRPC procedures (settings.get, orders lists) by name and
 * REST paths by "METHOD /path". `urls` holds every REST request's path with its query string.
 */
export function fakeBothApis(trpc: Parameters<typeof fakeApi>[0], rest: Parameters<typeof fakeFilesApi>[0]) {
  const calls = fakeApi(trpc);
  const trpcFetch = globalThis.fetch;
  const requests = fakeFilesApi(rest);
  const restFetch = globalThis.fetch;
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (String(url).includes('/trpc')) return trpcFetch(url, init);
    const parsed = new URL(url, 'http://localhost');
    urls.push(`${init?.method ?? 'GET'} ${parsed.pathname}${parsed.search}`);
    return restFetch(url, init);
  });
  return { calls, requests, urls };
}
