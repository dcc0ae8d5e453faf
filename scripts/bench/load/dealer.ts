import { randomUUID } from 'node:crypto';
import { cartWith, oneOf, patioRoof, pick, type ListPage, type OrderView } from './order-fixtures';
import type { Session } from './session';

/** What one dealer remembers between actions, as the pages would. */
interface DealerState {
  partNumber: string;
  catalogTag: string;
  drafts: OrderView[];
  submitted: string[];
  /** Orders already filed on, so a dealer reports an order once. */
  warrantyFiled: Set<string>;
  adjusted: Set<string>;
  warranties: string[];
  adjustments: string[];
  saves: number;
}

/** Signs in once and reads what the store shows first: the catalog and the parts. */
export async function startDealer(session: Session): Promise<DealerState> {
  await session.signIn();
  const catalog = await session.get<unknown>('GET /api/catalog', '/api/catalog');
  const items = await session.get<{ number: string }[]>('GET /api/bc/portalItems', '/api/bc/portalItems');
  const partNumber = items.data.find?.((item) => item.number.length > 0)?.number;
  if (!partNumber) throw new Error('the catalog has no portal items');
  return {
    partNumber,
    catalogTag: catalog.headers.get('etag') ?? '',
    drafts: [],
    submitted: [],
    warrantyFiled: new Set(),
    adjusted: new Set(),
    warranties: [],
    adjustments: [],
    saves: 0,
  };
}

async function saveDraft(session: Session, state: DealerState) {
  const { data } = await session.get<{ _id: string }>('GET /api/orders/generateOrderId', '/api/orders/generateOrderId');
  state.saves += 1;
  const saved = await session.post<OrderView>(
    'POST /api/orders (DRAFT)',
    '/api/orders',
    { _id: data._id, status: 'DRAFT', orderName: `Load order ${state.saves}`, cart: cartWith(state.partNumber, 1 + (state.saves % 5)) },
    { 'idempotency-key': randomUUID() },
  );
  if (saved.ok) state.drafts.push(saved.data);
}

async function changeDraft(session: Session, state: DealerState) {
  const draft = state.drafts.shift();
  if (!draft) return saveDraft(session, state);
  const saved = await session.post<OrderView>(
    'POST /api/orders (DRAFT)',
    '/api/orders',
    { _id: draft._id, version: draft.version, status: 'DRAFT', orderName: `${draft.orderName} b`.slice(0, 50), cart: cartWith(state.partNumber, 3) },
    { 'idempotency-key': randomUUID() },
  );
  if (saved.ok) state.drafts.push(saved.data);
}

async function submit(session: Session, state: DealerState) {
  const draft = state.drafts.shift();
  state.saves += 1;
  const body = draft
    ? { _id: draft._id, version: draft.version, status: 'SUBMITTED', orderName: draft.orderName, cart: cartWith(state.partNumber, 2) }
    : { status: 'SUBMITTED', orderName: `Load order ${state.saves}`, cart: cartWith(state.partNumber, 2) };
  const saved = await session.post<OrderView>('POST /api/orders (SUBMITTED)', '/api/orders', body, { 'idempotency-key': randomUUID() });
  if (saved.ok) state.submitted.push(saved.data._id);
}

/** Opens one of the submitted orders; once an administrator approved it, files on it what is asked. */
async function fileOn(session: Session, state: DealerState, what: 'warranty' | 'adjustment') {
  const filed = what === 'warranty' ? state.warrantyFiled : state.adjusted;
  const id = oneOf(state.submitted.filter((s) => !filed.has(s)));
  if (!id) return browse(session);
  const order = await session.get<OrderView>('GET /api/orders/:id', `/api/orders/${id}`);
  if (!order.ok || !['APPROVED', 'Shipped'].includes(order.data.status)) return;
  filed.add(id);
  if (what === 'warranty') {
    const roof = order.data.roofs[0]!;
    const warranty = await session.post<{ _id: string }>('POST /api/warranty', '/api/warranty', {
      order: id,
      warrantyMessage: 'A blade rattles in the wind.',
      warrantyItems: [{ itemId: roof.roofId, subItems: ['Blade'], comments: { Blade: 'Rattles at the third blade from the house.' } }],
    });
    if (warranty.ok) state.warranties.push(warranty.data._id);
  } else {
    const adjustment = await session.post<{ _id: string }>('POST /api/orders/:id/adjustments', `/api/orders/${id}/adjustments`, {
      description: 'Post cut too short',
    });
    if (adjustment.ok) state.adjustments.push(adjustment.data._id);
  }
}

async function browse(session: Session) {
  const list = pick([
    [14, ['GET /api/orders/myorders', '/api/orders/myorders']],
    [5, ['GET /api/orders/teamorders', '/api/orders/teamorders?orderBy=updatedAt&sortOrder=desc']],
    [4, ['GET /api/warranty/mywarranties', '/api/warranty/mywarranties']],
    [2, ['GET /api/warranty/teamwarranties', '/api/warranty/teamwarranties']],
    [4, ['GET /api/tickets/mytickets', '/api/tickets/mytickets']],
    [4, ['GET /api/adjustments', '/api/adjustments?scope=mine']],
    [2, ['GET /api/adjustments', '/api/adjustments?scope=team']],
  ] as const);
  const page = await session.get<ListPage<{ _id: string }>>(list[0], list[1]);
  // Now and then the next page, as someone scrolling back would.
  if (page.ok && page.data.total > 25 && Math.random() < 0.2) await session.get(list[0], `${list[1]}${list[1].includes('?') ? '&' : '?'}offset=20`);
}

async function readOne(session: Session, state: DealerState): Promise<void> {
  const choice = pick([
    [6, 'order'],
    [2, 'warranty'],
    [2, 'adjustment'],
  ] as const);
  if (choice === 'warranty' && state.warranties.length > 0) await session.get('GET /api/warranty/:id', `/api/warranty/${oneOf(state.warranties)}`);
  else if (choice === 'adjustment' && state.adjustments.length > 0)
    await session.get('GET /api/adjustments/:id', `/api/adjustments/${oneOf(state.adjustments)}`);
  else {
    const id = oneOf([...state.submitted, ...state.drafts.map((d) => d._id)]);
    if (id) await session.get('GET /api/orders/:id', `/api/orders/${id}`);
    else await browse(session);
  }
}

async function readCatalog(session: Session, state: DealerState) {
  // The store page holds the catalog and asks again with its ETag: unchanged, it answers 304.
  const answer = await session.get('GET /api/catalog', '/api/catalog', state.catalogTag ? { 'if-none-match': state.catalogTag } : {});
  state.catalogTag = answer.headers.get('etag') ?? state.catalogTag;
}

async function price(session: Session) {
  await session.post('POST /api/orders/getorderprices', '/api/orders/getorderprices', { roof: patioRoof });
}

/** One thing a dealer does in the store, chosen with the weights a day in the portal has. */
export function dealerAction(session: Session, state: DealerState): Promise<unknown> {
  const action = pick([
    [30, browse],
    [10, readOne],
    [5, readCatalog],
    [14, price],
    [7, saveDraft],
    [4, changeDraft],
    [7, submit],
    [3, (s: Session, st: DealerState) => fileOn(s, st, 'warranty')],
    [3, (s: Session, st: DealerState) => fileOn(s, st, 'adjustment')],
  ] as const);
  return action(session, state);
}
