import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';

let sequence = 0;

/** A request of the dealer 00000000-0000-4000-8000-000000000001 (customer C0001) on a screen; override any field. */
export function makeWarranty(overrides: Partial<WarrantyView> = {}): WarrantyView {
  sequence += 1;
  return {
    _id: `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    warrantyId: `W-${String(sequence).padStart(5, '0')}`,
    warrantyStatus: 'New',
    orderPortalNumber: `P-${String(sequence).padStart(6, '0')}`,
    warrantyMessage: 'The screen arrived damaged.',
    warrantyItems: [{ itemId: 'screen-1', kind: 'screen', itemName: 'Patio', subItems: ['Housing'], comments: { Housing: 'Dented at the left end' } }],
    itemsCount: 1,
    order: '10000000-0000-4000-8000-000000000999',
    orderName: 'Backyard',
    user: '00000000-0000-4000-8000-000000000001',
    userDetails: { userName: 'Dana Dealer', email: 'dana@example.com', bc_customer_id: 'C0001', bc_customer_displayName: 'Acme Screens' },
    createdAt: '2026-11-05T15:00:00.000Z',
    updatedAt: '2026-11-06T15:00:00.000Z',
    history: [{ at: '2026-11-05T15:00:00.000Z', by: 'Dana Dealer', from: null, to: 'New' }],
    ...overrides,
  };
}
