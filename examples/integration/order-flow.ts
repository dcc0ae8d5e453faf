// An integration script as a dealer's or an ERP team's developer would write it: a typed client
// generated from the portal's OpenAPI document (openapi-typescript + openapi-fetch), no casts.
//
//   npx openapi-typescript http://localhost:3000/api/openapi.json -o portal-api.d.ts
//   node --import tsx order-flow.ts --url http://localhost:3000 --admin-email A --admin-password P
//
// It registers a dealer, has the administrator approve it and link it to an ERP customer, signs
// the dealer in, lists portal items, prices a roof, saves an order, reads it back, and shows how
// a script tells errors apart by their code.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import createClient from 'openapi-fetch';
import type { components, paths } from './portal-api.js';

type ApiError = components['schemas']['Error'];

const { values } = parseArgs({ options: { url: { type: 'string' }, 'admin-email': { type: 'string' }, 'admin-password': { type: 'string' } } });
const baseUrl = values.url;
const adminEmail = values['admin-email'];
const adminPassword = values['admin-password'];
if (!baseUrl || !adminEmail || !adminPassword) {
  console.error('Usage: order-flow.ts --url URL --admin-email EMAIL --admin-password PASSWORD');
  process.exit(2);
}

/** Stops the script with what the portal said; the code is for programs, the message for people. */
function fail(step: string, error: ApiError, status: number): never {
  const fields = error.fieldErrors ? ` ${JSON.stringify(error.fieldErrors)}` : '';
  throw new Error(`${step}: ${status} ${error.code}: ${error.message}${fields}`);
}

const anonymous = createClient<paths>({ baseUrl });
const as = (token: string) => createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });

async function signIn(email: string, password: string): Promise<string> {
  const { data, error, response } = await anonymous.POST('/api/users/login', { body: { email, password } });
  if (error) fail(`sign in as ${email}`, error, response.status);
  return data.token;
}

// 1. A dealer registers; the account waits for approval.
const dealerEmail = `dealer-${randomUUID().slice(0, 8)}@example.com`;
const dealerPassword = 'a long example password';
{
  const { error, response } = await anonymous.POST('/api/users', {
    body: { fname: 'Integration', lname: 'Example', location: 'Tucson, AZ', email: dealerEmail, password: dealerPassword },
  });
  if (error) fail('register', error, response.status);
  console.log(`registered ${dealerEmail}`);
}

// 2. An administrator approves it, gives it store access and links it to an ERP customer.
const admin = as(await signIn(adminEmail, adminPassword));
{
  // Administrators get every customer with its price group and tier (corporation users only the
  // sender/receiver names): the pricing page's list always has them.
  const tiers = await admin.GET('/api/admin/customertiers');
  if (tiers.error) fail('list ERP customers', tiers.error, tiers.response.status);
  // '000' is the ERP's placeholder: no account can be approved on it.
  const customer = tiers.data.customers.find((c) => c.bc_customer_priceGroup === 'USD' && c.bc_customer_id !== '000');
  if (!customer) throw new Error('no USD customer to link the dealer to');

  const users = await admin.GET('/api/admin/users', { params: { query: { filter: dealerEmail } } });
  if (users.error) fail('find the new account', users.error, users.response.status);
  const account = users.data.items.find((u) => u.email === dealerEmail);
  if (!account) throw new Error(`${dealerEmail} is not in the user list`);

  const approved = await admin.PUT('/api/admin/users/{id}', {
    params: { path: { id: account._id } },
    body: { isApproved: true, storeAccess: true, bc_customer_id: customer.bc_customer_id },
  });
  if (approved.error) fail('approve the account', approved.error, approved.response.status);
  console.log(`approved and linked to ${customer.bc_customer_displayName} (${customer.bc_customer_priceGroup}, tier rate ${customer.bc_customer_tierRate})`);
}

// 3. The dealer signs in and reads the parts it may order.
const dealer = as(await signIn(dealerEmail, dealerPassword));
const items = await dealer.GET('/api/bc/portalItems');
if (items.error) fail('list portal items', items.error, items.response.status);
const part = items.data.find((item) => item.number.length > 0);
if (!part) throw new Error('the catalog has no portal items');
console.log(`${items.data.length} portal items; ordering ${part.number} ${part.displayName}`);

// 4. The server prices a roof (the price group and tier are the dealer's, never the script's).
// Typed as the document's roof, so the choices (colours, motor, frame types…) keep their types.
const roof: components['schemas']['PriceRoofInput']['roof'] = {
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
const quote = await dealer.POST('/api/orders/getorderprices', { body: { roof } });
if (quote.error) fail('price the roof', quote.error, quote.response.status);
console.log(`roof priced at ${quote.data.price.toFixed(2)} (${quote.data.priceCents} cents)`);

// 5. The dealer saves a draft order; the server prices every line again and answers the order.
const saved = await dealer.POST('/api/orders', {
  body: { status: 'DRAFT', orderName: 'Integration example', cart: { screens: [], roofs: [roof], parts: [{ number: part.number, quantity: 2 }] } },
});
if (saved.error) fail('save the order', saved.error, saved.response.status);
const order = saved.data;
console.log(`saved order "${order.orderName}" (${order._id}): ${order.status}, version ${order.version}, total ${order.totals.totalPrice.toFixed(2)}`);

// 6. Read it back: the same order, the same cents.
const read = await dealer.GET('/api/orders/{id}', { params: { path: { id: order._id } } });
if (read.error) fail('read the order', read.error, read.response.status);
if (read.data.totalsCents.totalPrice !== order.totalsCents.totalPrice) throw new Error('the order read back has another total');
const mine = await dealer.GET('/api/orders/myorders', { params: { query: { offset: 0 } } });
if (mine.error) fail('list my orders', mine.error, mine.response.status);
if (!mine.data.items.some((o) => o._id === order._id)) throw new Error('the order is not in my orders');
console.log(`read back: ${read.data.roofs.length} roof, ${read.data.parts.length} part line; ${mine.data.total} order(s) in my orders`);

// 7. Errors are told apart by their code, not their message.
const missing = await dealer.GET('/api/orders/{id}', { params: { path: { id: randomUUID() } } });
if (!missing.error || missing.error.code !== 'NOT_FOUND') throw new Error('an unknown order should answer NOT_FOUND');
// Two saves from the same read: the first wins, the second is told the order changed meanwhile.
const cart = { screens: [], roofs: [roof], parts: [{ number: part.number, quantity: 2 }] };
const renamed = await dealer.POST('/api/orders', {
  body: { _id: order._id, version: order.version, status: 'DRAFT', orderName: 'Integration example, renamed', cart },
});
if (renamed.error) fail('rename the order', renamed.error, renamed.response.status);
const stale = await dealer.POST('/api/orders', { body: { _id: order._id, version: order.version, status: 'DRAFT', orderName: 'A stale copy', cart } });
if (!stale.error || stale.error.code !== 'ORDER_CHANGED') throw new Error('a save from an old read should answer ORDER_CHANGED');
console.log(`errors by code: ${missing.response.status} ${missing.error.code}, ${stale.response.status} ${stale.error.code}`);
console.log('integration example: done');
