// Catalog, pricing and orders: the dealer reads the parts it may order, has the server price a
// roof, saves a draft with a screen, a roof and a part, reads it back, submits it; an
// administrator approves it. Errors are told apart by their code, never by their message.
import { randomUUID } from 'node:crypto';
import { expect, fail, type Portal, type Schemas } from './portal-client.js';

type SaveOrder = Schemas['SaveOrderInput'];
type ScreenLine = NonNullable<SaveOrder['cart']['screens']>[number];
type RoofLine = NonNullable<SaveOrder['cart']['roofs']>[number];
type PartLine = NonNullable<SaveOrder['cart']['parts']>[number];

/** A screen as the store's form keys it: `options` and `measurements` are declared objects, so a misspelt key or value does not compile. */
const screen: ScreenLine = {
  screenName: 'Back door',
  options: {
    'Housing Size': '5.5',
    'Housing Shape': 'Square',
    jobColor: 'Black',
    'Track Left': 'Standard',
    'Track Right': 'Standard',
    'Mounting Angle': 'No',
    materialType: 'Suntex 95',
    materialColor: 'Black',
    'Motor Type': 'HD - 21 RPM',
    'Motor Side': 'Right',
    'Bottom Bar Finish': '2 inch gasket',
  },
  measurements: { width: 96, widthFraction: 0.5, dropLeft: 72, dropRight: 72 },
  copies: 1,
};

/** A roof typed as the document's: the choices (colours, motor, frame types…) keep their types. */
const roof: RoofLine = {
  roofName: 'Patio roof',
  colors: { frameColor: 'Black', frameColorRal: '', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' },
  motorType: 'Standard',
  motorQuantity: 1,
  frames: [
    { frameType: '2x8', frameFeet: 20, frameInches: 0 },
    { frameType: '2x8', frameFeet: 20, frameInches: 0 },
    { frameType: '2x8', frameFeet: 12, frameInches: 6 },
    { frameType: '2x8', frameFeet: 12, frameInches: 6 },
  ],
  beamMs: [{ beamType: '2x10', beamFeet: 20, beamInches: 0 }],
  blades: [{ bladeType: 'B-Blade', bladeFeet: 12, bladeInches: 0, bladeQty: 24 }],
  posts: [1, 2, 3, 4].map(() => ({ postStyle: '6x6 Flat Saddle', postLength: '10' })),
  addParts: [{ partName: 'Gutter Corner', partQty: 4 }],
  copies: 1,
};

export type ApprovedOrder = Schemas['Order'];

export async function orderFlow(dealer: Portal, admin: Portal): Promise<ApprovedOrder> {
  // The parts the dealer may order (the catalog reads answer an ETag: send it back as If-None-Match).
  const items = await dealer.GET('/api/bc/portalItems');
  if (items.error) fail('list portal items', items.error, items.response);
  const item = items.data.find((i) => i.number.length > 0);
  if (!item) throw new Error('the catalog has no portal items');
  const etag = items.response.headers.get('etag');
  if (etag) {
    const again = await dealer.GET('/api/bc/portalItems', { params: { header: { 'if-none-match': etag } } });
    expect(again.response.status === 304, 'an unchanged catalog answers 304');
  }
  const kits = await dealer.GET('/api/bc/items');
  if (kits.error) fail('read the kits', kits.error, kits.response);
  console.log(`${items.data.length} portal items; ordering ${item.number} ${item.displayName}`);
  const part: PartLine = { number: item.number, quantity: 2 };

  // The server prices a roof: the price group and tier are the dealer's, never the script's.
  const quote = await dealer.POST('/api/orders/getorderprices', { body: { roof } });
  if (quote.error) fail('price the roof', quote.error, quote.response);
  console.log(`roof priced at ${quote.data.price.toFixed(2)} (${quote.data.priceCents} cents)`);

  // A draft: the server prices every line again and answers the order.
  const id = await dealer.GET('/api/orders/generateOrderId');
  if (id.error) fail('get an order id', id.error, id.response);
  const cart = { screens: [screen], roofs: [roof], parts: [part] };
  const saved = await dealer.POST('/api/orders', {
    params: { header: { 'idempotency-key': randomUUID() } },
    body: { _id: id.data._id, status: 'DRAFT', orderName: 'Integration example', cart },
  });
  if (saved.error) fail('save the order', saved.error, saved.response);
  const draft = saved.data;
  console.log(`saved "${draft.orderName}" (${draft._id}): ${draft.status}, version ${draft.version}, total ${draft.totals.totalPrice.toFixed(2)}`);

  const read = await dealer.GET('/api/orders/{id}', { params: { path: { id: draft._id } } });
  if (read.error) fail('read the order', read.error, read.response);
  expect(read.data.totalsCents.totalPrice === draft.totalsCents.totalPrice, 'the order read back has the same total');
  const mine = await dealer.GET('/api/orders/myorders', { params: { query: { offset: 0 } } });
  if (mine.error) fail('list my orders', mine.error, mine.response);
  expect(
    mine.data.items.some((o) => o._id === draft._id),
    'the order is in my orders',
  );
  // Every order has a portal number from its first save: the number a dealer quotes, which a search finds.
  expect(/^P-\d{6,}$/.test(draft.portalNumber), 'the draft has a portal order number');
  const found = await dealer.GET('/api/orders/myorders', { params: { query: { offset: 0, search: draft.portalNumber } } });
  if (found.error) fail('search my orders by portal number', found.error, found.response);
  expect(found.data.items.length === 1 && found.data.items[0]?._id === draft._id, 'a search by the portal number finds that order alone');

  // Errors by code: an unknown order, a save from an old read, a motor the screen's size does not allow.
  const missing = await dealer.GET('/api/orders/{id}', { params: { path: { id: randomUUID() } } });
  expect(missing.error?.code === 'NOT_FOUND', 'an unknown order answers NOT_FOUND');
  // Two saves from the same read: the first wins, the second is told the order changed meanwhile.
  const renamed = await dealer.POST('/api/orders', {
    body: { _id: draft._id, version: draft.version, status: 'DRAFT', orderName: 'Integration example', cart: { ...cart, extraDetails: 'Gate code 1234' } },
  });
  if (renamed.error) fail('save the order again', renamed.error, renamed.response);
  const stale = await dealer.POST('/api/orders', { body: { _id: draft._id, version: draft.version, status: 'DRAFT', orderName: 'A stale copy', cart } });
  expect(stale.error?.code === 'ORDER_CHANGED', 'a save from an old read answers ORDER_CHANGED');
  const submitted = await dealer.POST('/api/orders', {
    body: { _id: draft._id, version: renamed.data.version, status: 'SUBMITTED', orderName: 'Integration example', cart },
  });
  if (submitted.error) fail('submit the order', submitted.error, submitted.response);
  const wrongMotor = await dealer.POST('/api/orders', {
    body: {
      status: 'DRAFT',
      orderName: 'Wrong motor',
      cart: {
        screens: [{ ...screen, options: { ...screen.options, 'Motor Type': 'Fast - 34 RPM' }, measurements: { width: 250, dropLeft: 72, dropRight: 72 } }],
      },
    },
  });
  expect(wrongMotor.error?.fieldErrors?.['cart.screens.0.options.motorType'] !== undefined, 'a motor the size does not allow is named');
  console.log(`errors by code: ${missing.response.status} NOT_FOUND, ${stale.response.status} ORDER_CHANGED, ${wrongMotor.response.status} INVALID_INPUT`);

  // An administrator approves the submitted order: lines sent with their ids (or, for parts, as
  // they were) keep the prices they were submitted at.
  const order = submitted.data;
  const lines = {
    screens: order.screens.map((line) => ({ ...screen, screenId: line.screenId })),
    roofs: order.roofs.map((line) => ({ ...roof, roofId: line.roofId })),
    parts: [part],
  };
  const queue = await admin.GET('/api/admin/orders', { params: { query: { status: 'SUBMITTED', filter: 'Integration example' } } });
  if (queue.error) fail('list submitted orders', queue.error, queue.response);
  expect(
    queue.data.items.some((o) => o._id === order._id),
    'the submitted order is in the administrators’ queue',
  );
  const approved = await admin.POST('/api/orders', {
    body: { _id: order._id, version: order.version, status: 'APPROVED', orderName: order.orderName, cart: lines },
  });
  if (approved.error) fail('approve the order', approved.error, approved.response);
  console.log(`order ${approved.data.status}: ${approved.data.screens.length} screen, ${approved.data.roofs.length} roof, ${approved.data.parts.length} part`);
  return approved.data;
}
