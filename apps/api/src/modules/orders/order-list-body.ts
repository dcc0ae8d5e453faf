import type { OrderList, OrderView } from '@portal/domain/orders/order-view';

/** A list page whose rows are stored JSON (order-list-items.ts), as the orders service answers it. */
export interface SerializedOrderList {
  items: string[];
  total: number;
  offset: number;
  limit: number;
}

/** The REST body `{"items": [...], "total": n, "offset": o, "limit": l}`, the rows sent as stored. */
export function orderListBody(list: SerializedOrderList): string {
  return `{"items":[${list.items.join(',')}],"total":${list.total},"offset":${list.offset},"limit":${list.limit}}`;
}

/** The same page as values, for tRPC, which serializes its own answers. */
export function orderListValue(list: SerializedOrderList): OrderList {
  return { ...list, items: list.items.map((item) => JSON.parse(item) as OrderView) };
}
