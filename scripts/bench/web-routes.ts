import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { viewports } from '../../e2e/support/browser';
import { restCall, restScreen, tokenFor } from '../../e2e/support/rest';
import { percentileOf, spreadOf } from './median';
import { timed, watchInteractions } from './web-interactions';

/**
 * Every main page cold, not only the store (issue 33, point 3): the dealer's home, orders and
 * library photos, an adjustment's dialog, and the administrator's home and orders, each over data
 * made first through the portal's REST API as a dealer and an administrator would make it.
 * Targets: LCP under 2 s with the CPU 4x slower, at most 500 KiB on the wire.
 */
const targets = { lcpMs: 2000, bytes: 500 * 1024 };
/** The interactions' target (point 2), for opening a screen of the adjustment dialog. */
const interactionTargetMs = 100;
const timeoutMs = 30_000;

interface Account {
  email: string;
  password: string;
}

/** A page to load cold, as web.ts's coldLoad takes it. */
export interface RouteCase {
  name: string;
  path: string;
  session: string | null;
  ready: (page: Page) => Locator;
}

/** One cold load's figures, as web.ts's coldLoad reads them. */
export interface RouteLoad {
  lcpMs: number;
  bytes: number;
  requests: number;
  element: string;
  largest: { path: string; bytes: number };
}

const orderCount = 30;
const orderName = (n: number) => `Bench job ${String(n).padStart(2, '0')}`;
/** The shipped order the adjustment is filed on: ten screens, each with two reorders. */
const estateScreens = 10;
const estateName = (n: number) => `Estate screen ${String(n).padStart(2, '0')}`;
const issueTypes = ['Bottom_Bar', 'Screen_Material'] as const;
const photoCategories = [
  { name: 'Screens', count: 10 },
  { name: 'Roofs', count: 8 },
  { name: 'Installations', count: 6 },
];

/** A 32-bit seeded generator (mulberry32): the same photos every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 1200 × 900 JPEG that compresses as a photo does, not as a flat colour: soft colour fields
 * (a coarse random grid, interpolated) with grain on every pixel.
 */
async function photo(seed: number): Promise<Buffer> {
  const random = seeded(seed);
  const [width, height, cells] = [1200, 900, 6];
  const grid = Array.from({ length: (cells + 1) * (cells + 1) * 3 }, () => 40 + random() * 180);
  const at = (i: number, j: number, c: number) => grid[(j * (cells + 1) + i) * 3 + c] ?? 0;
  const pixels = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) {
    const gy = (y / height) * cells;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = (x / width) * cells;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      for (let c = 0; c < 3; c++) {
        const top = at(x0, y0, c) * (1 - fx) + at(x0 + 1, y0, c) * fx;
        const bottom = at(x0, y0 + 1, c) * (1 - fx) + at(x0 + 1, y0 + 1, c) * fx;
        pixels[(y * width + x) * 3 + c] = top * (1 - fy) + bottom * fy + (random() - 0.5) * 24;
      }
    }
  }
  return sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A screen line of a REST order body, its width varied so lines differ. */
const screenLine = (name: string, n: number) => ({ ...restScreen(name), measurements: { width: 72 + ((n * 13) % 96), dropLeft: 72, dropRight: 72 } });

/**
 * The dealer's 30 orders, oldest first: drafts, submitted, approved and shipped in turn, of one to
 * three screens and now and then a part; the oldest is a shipped job of ten screens. Made one at a
 * time, so the newest is the last made.
 */
async function makeOrders(baseUrl: string, dealerToken: string, adminToken: string): Promise<string> {
  let estateId = '';
  for (let n = 1; n <= orderCount; n++) {
    const screens =
      n === 1
        ? Array.from({ length: estateScreens }, (_, i) => screenLine(estateName(i + 1), i))
        : [1, 2, 3].slice(0, 1 + (n % 3)).map((i) => screenLine(`Screen ${i}`, n + i));
    const cart = { screens, roofs: [], parts: n % 4 === 0 ? [{ number: 'SM-S95-BLK', quantity: 2 }] : [] };
    // The newest (30) is submitted: the administrators' list shows no drafts.
    const status = n === 1 ? 'Shipped' : (['SUBMITTED', 'DRAFT', 'SUBMITTED', 'APPROVED', 'Shipped'] as const)[n % 5]!;
    const saved = await restCall(
      baseUrl,
      'POST',
      '/api/orders',
      { orderName: orderName(n), status: status === 'DRAFT' ? 'DRAFT' : 'SUBMITTED', cart },
      dealerToken,
    );
    const id = String(saved._id);
    if (status === 'APPROVED' || status === 'Shipped')
      await restCall(baseUrl, 'POST', '/api/orders', { _id: id, orderName: orderName(n), status: 'APPROVED', cart }, adminToken);
    if (status === 'Shipped') {
      await restCall(
        baseUrl,
        'PATCH',
        `/api/orders/${id}`,
        { status: 'Shipped', shippingAgent: 'FedEx', trackingNumber: `7946000${String(n).padStart(5, '0')}` },
        adminToken,
      );
    }
    if (n === 1) estateId = id;
  }
  return estateId;
}

/** Order adjustments switched on, and the dealer's adjustment of the estate job: a reorder of each screen's bottom bar and material (20 issues). */
async function makeAdjustment(baseUrl: string, dealerToken: string, adminToken: string, orderId: string): Promise<string> {
  await restCall(baseUrl, 'PUT', '/api/admin/settings', { adjustmentsEnabled: true }, adminToken);
  const adjustment = await restCall(baseUrl, 'POST', `/api/orders/${orderId}/adjustments`, { description: 'Storm damage' }, dealerToken);
  const id = String(adjustment._id);
  for (const screen of adjustment.screens as { item: { screenId: string } }[]) {
    for (const issueType of issueTypes) {
      const issue = await restCall(
        baseUrl,
        'POST',
        `/api/adjustments/${id}/issues`,
        { itemType: 'Screen', itemId: screen.item.screenId, issueType },
        dealerToken,
      );
      const request = { adjustmentType: 'Reorder', description: 'Torn in the storm', modifications: { Quantity: 1 } };
      await restCall(baseUrl, 'PATCH', `/api/issues/${String(issue._id)}`, request, dealerToken);
    }
  }
  return id;
}

/** The library's photos, uploaded by the administrator a category at a time (multipart, as the Photos tab sends them). */
async function uploadPhotos(baseUrl: string, adminToken: string) {
  let seed = 1;
  for (const category of photoCategories) {
    const form = new FormData();
    for (let i = 1; i <= category.count; i++) {
      form.append('files', new Blob([new Uint8Array(await photo(seed++))], { type: 'image/jpeg' }), `${category.name} ${String(i).padStart(2, '0')}.jpg`);
    }
    const res = await fetch(`${baseUrl}/api/files/photos/${encodeURIComponent(category.name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`uploading the ${category.name} photos: ${res.status} ${await res.text()}`);
  }
}

export interface RouteData {
  adjustmentId: string;
}

/** Everything the pages show, made through the REST API: orders, an adjustment of 20 issues, the library's photos. */
export async function makeRouteData(baseUrl: string, admin: Account, dealer: Account): Promise<RouteData> {
  const [dealerToken, adminToken] = [await tokenFor(baseUrl, dealer), await tokenFor(baseUrl, admin)];
  const estateId = await makeOrders(baseUrl, dealerToken, adminToken);
  const adjustmentId = await makeAdjustment(baseUrl, dealerToken, adminToken, estateId);
  await uploadPhotos(baseUrl, adminToken);
  return { adjustmentId };
}

/** The matches on screen: a phone's list keeps cells of the desktop's columns hidden. */
const shown = (locator: Locator) => locator.filter({ visible: true });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Order Adjustment' });

/** The main routes besides /store (whose cold loads web.ts has made already), with what shows once each page's content is there. */
export function routeCases(data: RouteData, sessions: { dealer: string; admin: string }): RouteCase[] {
  const newest = orderName(orderCount);
  const photoCount = photoCategories.reduce((sum, c) => sum + c.count, 0);
  return [
    { name: '/ (dealer: home)', path: '/', session: sessions.dealer, ready: (page) => page.getByRole('heading', { name: /^Welcome, / }) },
    { name: `/account/orders (${orderCount} orders)`, path: '/account/orders', session: sessions.dealer, ready: (page) => shown(page.getByText(newest)) },
    {
      name: `/docs?tab=photos (${photoCount} photos)`,
      path: '/docs?tab=photos',
      session: sessions.dealer,
      ready: (page) => page.getByRole('button', { name: /^Open / }),
    },
    {
      name: `/account/adjustments/{id} (dialog, ${estateScreens * issueTypes.length} issues)`,
      path: `/account/adjustments/${data.adjustmentId}`,
      session: sessions.dealer,
      ready: (page) => dialogOf(page).getByText('Adjustment summary'),
    },
    { name: '/ (administrator: dashboard)', path: '/', session: sessions.admin, ready: (page) => page.getByText('Waiting for action') },
    { name: `/admin/orders (${orderCount} orders)`, path: '/admin/orders', session: sessions.admin, ready: (page) => shown(page.getByText(newest)) },
  ];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

/** One line per route: median LCP and bytes against the targets, the requests, the largest of them and the LCP element (of the last load). */
export function printRouteFigures(name: string, loads: RouteLoad[]) {
  const lcps = loads.map((l) => l.lcpMs);
  const lcp = percentileOf(
    [...lcps].sort((a, b) => a - b),
    0.5,
  );
  const bytes = percentileOf(
    loads.map((l) => l.bytes).sort((a, b) => a - b),
    0.5,
  );
  const last = loads[loads.length - 1]!;
  console.log(
    `${name.padEnd(52)} LCP median ${lcp.toFixed(0).padStart(5)} ms ${verdict(lcp < targets.lcpMs)} (${lcps.map((v) => v.toFixed(0)).join(', ')})   ` +
      `${kib(bytes)} ${verdict(bytes <= targets.bytes)} in ${last.requests} requests   largest ${last.largest.path} ${kib(last.largest.bytes)}   ` +
      `LCP element ${last.element}`,
  );
}

export const routeTargetsLine = `targets: LCP < ${targets.lcpMs} ms, ≤ ${kib(targets.bytes)}; "meets"/"MISSES" per figure`;

/** Opening each screen of the dialog: the tap's Event Timing duration, and the time from the tap to its issue cards shown (as the bench sees them). */
export interface DialogScreenTimes {
  taps: number[];
  cardsShown: number[];
}

/**
 * Opening each screen of the adjustment dialog (its issue cards drawn), with the CPU `slowdown`
 * times slower: the Event Timing API's duration of each tap, as for the store's interactions.
 */
export async function dialogScreenTimes(browser: Browser, baseUrl: string, session: string, data: RouteData, slowdown: number): Promise<DialogScreenTimes> {
  const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl, serviceWorkers: 'block' });
  try {
    await context.addInitScript(`if (location.origin === ${JSON.stringify(baseUrl)}) localStorage.setItem('userInfo', ${JSON.stringify(session)});`);
    await context.addInitScript(watchInteractions);
    const page = await context.newPage();
    await page.goto(`/account/adjustments/${data.adjustmentId}`, { timeout: timeoutMs });
    const dialog = dialogOf(page);
    await dialog.getByText('Adjustment summary').waitFor({ state: 'visible', timeout: timeoutMs });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const times: DialogScreenTimes = { taps: [], cardsShown: [] };
    const bottomBar = dialog.getByRole('region', { name: 'Bottom Bar', exact: true });
    for (let n = 1; n <= estateScreens; n++) {
      const screen = dialog.getByRole('button', { name: new RegExp(`^${estateName(n)}`) });
      // The issue cards mount in a render of their own after the tap's paint: the wait for them is timed from the tap.
      let tapped = 0;
      times.taps.push(
        ...(await timed(page, async () => {
          tapped = performance.now();
          await screen.click();
        })),
      );
      await bottomBar.waitFor({ state: 'visible', timeout: timeoutMs });
      times.cardsShown.push(performance.now() - tapped);
      await screen.click();
      await bottomBar.waitFor({ state: 'hidden', timeout: timeoutMs });
    }
    return times;
  } finally {
    await context.close();
  }
}

export function printDialogScreenTimes({ taps, cardsShown }: DialogScreenTimes, slowdown: number) {
  const tap = spreadOf(taps);
  console.log(
    `adjustment dialog, opening a screen's issues (${taps.length} taps, CPU ${slowdown}x): p50 ${tap.p50.toFixed(0)} ms, ` +
      `p95 ${tap.p95.toFixed(0)} ms, max ${tap.max.toFixed(0)} ms (target ${interactionTargetMs} ms at p95: ${verdict(tap.p95 <= interactionTargetMs)})`,
  );
  const shown = spreadOf(cardsShown);
  console.log(
    `adjustment dialog, from the tap to the screen's issue cards shown (as the bench sees them, its polling included): ` +
      `p50 ${shown.p50.toFixed(0)} ms, p95 ${shown.p95.toFixed(0)} ms`,
  );
}
