import type { FastifyReply } from 'fastify';
import type { OrderList, OrderView } from '@portal/domain/orders/order-view';
import { ZOrderList } from '@portal/domain/orders/order-view-schemas';
import { createBodySender } from '../../http/reused-body-buffers';
import type { SerializedOrderList } from '../../modules/orders/order-list-items';

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

const sendBody = createBodySender();

/**
 * A list page as REST answers it: JSON, its rows as stored (no parse and re-serialization per
 * request). Each row was parsed through the Order schema when it was stored (order-list-items.ts),
 * so the page holds only what OrderList declares.
 */
export const orderPageReply = {
  schemas: { 200: { description: 'A page of orders, newest change first unless sorted otherwise', schema: ZOrderList } },
  send: (reply: FastifyReply, list: SerializedOrderList) => sendBody(reply.type('application/json; charset=utf-8'), orderListBodyParts(list)),
};
