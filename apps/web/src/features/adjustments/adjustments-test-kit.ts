import type { TAdjustment, TAdjustmentListItem } from '@portal/domain/adjustments/adjustment-view-schemas';
import type { fakeApi } from '../../test/fake-api';

let sequence = 0;

/** An adjustment as the lists answer it; override any field. */
export function makeAdjustmentListItem(overrides: Partial<TAdjustmentListItem> = {}): TAdjustmentListItem {
  sequence += 1;
  return {
    _id: `30000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    description: `Adjustment ${sequence}`,
    status: 'Draft',
    createdAt: '2026-11-05T15:00:00.000Z',
    order: { _id: '10000000-0000-4000-8000-000000000999', portalNumber: 'P-000999', orderName: 'Backyard', orderDate: '2026-10-01T15:00:00.000Z' },
    dealer: { customerName: 'Patio Pros', userName: 'Dana Dealer' },
    warrantyIssuesCount: 0,
    reorderIssuesCount: 0,
    ...overrides,
  };
}

/** An adjustment as adjustments.get answers it, without items. */
export const makeAdjustment = (overrides: Partial<TAdjustment> = {}): TAdjustment => ({
  ...makeAdjustmentListItem(),
  currency: 'USD',
  screens: [],
  roofs: [],
  parts: [],
  ...overrides,
});

/** Tests only: the inputs the fake tRPC server (fakeApi) received for one procedure, in order. */
export const inputsOf = (calls: ReturnType<typeof fakeApi>, path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

/** A list page as adjustments.list and adjustments.adminList answer it. */
export const pageOf = (items: TAdjustmentListItem[], limit = 20) => ({ items, total: items.length, offset: 0, limit });
