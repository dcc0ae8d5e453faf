import type { OrderList, OrderView } from '@portal/domain/orders/order-view';

/** A list page whose rows are stored JSON in UTF-8 (order-list-items.ts), as the orders service answers it. */
export interface SerializedOrderList {
  items: Buffer[];
  total: number;
  offset: number;
  limit: number;
}

const comma = Buffer.from(',');

/** The REST body `{"items": [...], "total": n, "offset": o, "limit": l}` in parts, the rows as stored. */
export function orderListBodyParts(list: SerializedOrderList): Buffer[] {
  const parts: Buffer[] = [Buffer.from('{"items":[')];
  list.items.forEach((item, i) => parts.push(...(i === 0 ? [item] : [comma, item])));
  parts.push(Buffer.from(`],"total":${list.total},"offset":${list.offset},"limit":${list.limit}}`));
  return parts;
}

/** The same page as values, for tRPC, which serializes its own answers. */
export function orderListValue(list: SerializedOrderList): OrderList {
  return { ...list, items: list.items.map((item) => JSON.parse(item.toString('utf8')) as OrderView) };
}
