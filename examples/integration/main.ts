// An integration script as a dealer's or an ERP team's developer would write it: a typed client
// generated from the portal's OpenAPI document (generate-client.ts: openapi-typescript with
// files as Blob, then openapi-fetch), no `as`, no `!`, no `any`.
//
//   node --import tsx generate-client.ts http://localhost:3000/api/openapi.json portal-api.d.ts
//   node --import tsx main.ts --url http://localhost:3000 --admin-email A --admin-password P
//
// Each step is a file of its own: accounts and users (dealer-setup.ts), catalog, pricing and
// orders (order-flow.ts), the order desk's promise and production (order-desk-flow.ts), quick
// entry of pasted lines (quick-entry-flow.ts), copying an order (copy-flow.ts), a customer quote
// (quote-flow.ts), tickets, warranty, files, adjustments, the dealer's team (team-flow.ts), and
// the back office. It ends by checking that it called a path of every tag the document lists.
import { parseArgs } from 'node:util';
import { adjustmentFlow } from './adjustment-flow.js';
import { backOfficeTour } from './back-office-tour.js';
import { copyFlow } from './copy-flow.js';
import { newDealer } from './dealer-setup.js';
import { filesFlow } from './files-flow.js';
import { orderFlow } from './order-flow.js';
import { orderDeskFlow } from './order-desk-flow.js';
import { quoteFlow } from './quote-flow.js';
import { quickEntryFlow } from './quick-entry-flow.js';
import { teamFlow } from './team-flow.js';
import { called, fail, portalAt, signIn } from './portal-client.js';
import { ticketFlow } from './ticket-flow.js';
import { warrantyFlow } from './warranty-flow.js';

const { values } = parseArgs({ options: { url: { type: 'string' }, 'admin-email': { type: 'string' }, 'admin-password': { type: 'string' } } });
const baseUrl = values.url;
const adminEmail = values['admin-email'];
const adminPassword = values['admin-password'];
if (!baseUrl || !adminEmail || !adminPassword) {
  console.error('Usage: main.ts --url URL --admin-email EMAIL --admin-password PASSWORD');
  process.exit(2);
}

const anonymous = portalAt(baseUrl);
const admin = await signIn(baseUrl, adminEmail, adminPassword);
const dealer = await newDealer(baseUrl, admin);
const order = await orderFlow(dealer.portal, admin);
await orderDeskFlow(dealer.portal, admin, order);
await quickEntryFlow(dealer.portal);
await copyFlow(dealer.portal, order);
await quoteFlow(dealer.portal, order);
await ticketFlow(dealer.portal, admin);
await warrantyFlow(dealer.portal, admin, order);
await filesFlow(dealer.portal, admin, order);
await adjustmentFlow(dealer.portal, admin, order);
await teamFlow(baseUrl, dealer.portal, admin);
await backOfficeTour(admin, anonymous);

// Every tag of the document (a group of paths: Orders, Files…) had at least one of its paths called.
const document = await anonymous.GET('/api/openapi.json');
if (document.error) fail('read the OpenAPI document', document.error, document.response);
const tagsOf = (operation: unknown): string[] =>
  typeof operation === 'object' && operation !== null && 'tags' in operation && Array.isArray(operation.tags)
    ? operation.tags.filter((t): t is string => typeof t === 'string')
    : [];
const byTag = new Map<string, string[]>();
for (const [path, item] of Object.entries(document.data.paths)) {
  if (typeof item !== 'object' || item === null) continue;
  for (const [method, operation] of Object.entries(item)) {
    for (const tag of tagsOf(operation)) byTag.set(tag, [...(byTag.get(tag) ?? []), `${method.toUpperCase()} ${path}`]);
  }
}
const untried = [...byTag].filter(([, operations]) => !operations.some((o) => called.has(o))).map(([tag]) => tag);
if (untried.length > 0) throw new Error(`the example calls no path of: ${untried.join(', ')}`);
console.log(`integration example: done, ${called.size} operations of ${byTag.size} tags called`);
