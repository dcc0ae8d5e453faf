import type { OrderView } from '@portal/domain/orders/order-view';
import { makeOrderView, pricedFields as priced } from '@portal/domain/orders/order-view-test-kit';

let sequence = 0;

/** An order as the list procedures return it (tests), each with ids of its own; override any field. */
export function makeOrder(overrides: Partial<OrderView> = {}): OrderView {
  sequence += 1;
  return makeOrderView({
    _id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    portalNumber: `P-${String(sequence).padStart(6, '0')}`,
    orderName: `Order ${sequence}`,
    ...overrides,
  });
}

/** A priced screen line of an order (tests); `config` from the domain's makeScreenConfig. */
export function makeScreenLine(screenName: string, config: OrderView['screens'][number]['config'], priceCents = 42550): OrderView['screens'][number] {
  return {
    screenId: screenName,
    screenName,
    details: '',
    config,
    mappedScrKits: { BOMS: [], items: [] } as unknown as OrderView['screens'][number]['mappedScrKits'],
    ...priced(priceCents, config.copies),
  };
}

/** A priced roof line of an order (tests); `config` as the order stores it (ZRoofConfig's output, e.g. of workedRoofA). */
export function makeRoofLine(roofName: string, config: OrderView['roofs'][number]['config'], priceCents = 812500): OrderView['roofs'][number] {
  return {
    roofId: roofName,
    roofName,
    config,
    mappedRfKits: [],
    ...priced(priceCents, config.copies),
  };
}
