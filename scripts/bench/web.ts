import { existsSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser, viewports } from '../../e2e/support/browser';
import { startInProcessPortal, webDist } from '../../e2e/support/portal-server';
import { approvedDealer, signIn } from '../../e2e/support/accounts';
import { percentileOf } from './median';
import { interactionTimes, printInteractionTimes } from './web-interactions';
import { dialogScreenTimes, makeRouteData, printDialogScreenTimes, printRouteFigures, routeCases, routeTargetsLine } from './web-routes';

/**
 * Page speed on a dealer's phone: /login and /store in Debian's chromium at 390x844 with the CPU
 * slowed 4x, each page loaded cold (a new browser context, cache disabled) five times, with and
 * without fast-4G network emulation. Prints the bytes on the wire and the median largest
 * contentful paint (LCP). Runs the built product (`npm run build` first) on 127.0.0.1. Then every
 * main route the same way, over data made first (web-routes.ts).
 */
const runs = 5;
const cpuSlowdown = 4;
/** Chrome DevTools' "Fast 4G" preset as DevTools sends it: 9 Mbps and 1.5 Mbps at 90%, 60 ms RTT × 2.75. */
const fast4g = { latency: 165, downloadThroughput: (9_000_000 / 8) * 0.9, uploadThroughput: (1_500_000 / 8) * 0.9 };
const quietMs = 500;
const loadTimeoutMs = 30_000;

const admin = { email: 'bench-admin@portal.test', password: 'bench-admin-password' };
const dealer = { fname: 'Bea', lname: 'Bench', location: 'Bench Shades', email: 'bea@dealer.test', password: 'bench-dealer-password' };

interface PageCase {
  path: string;
  /** What shows once the page's main content is there. */
  ready: (page: Page) => ReturnType<Page['getByText']>;
  /** localStorage.userInfo to start with (a signed-in dealer), or none. */
  session: string | null;
}

interface Load {
  lcpMs: number;
  bytes: number;
  requests: number;
  element: string;
  /** The request with the most bytes on the wire: its path (no query) and bytes. */
  largest: { path: string; bytes: number };
}

/** The LCP entry as read in the page. */
interface LcpReading {
  time: number;
  element: string;
}

// Code that runs in the page is given as text: this file is type-checked without the DOM's types.
/** Records the latest LCP candidate; runs before any of the page's scripts. */
const observeLcp = `new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const el = entry.element;
    const text = el && el.textContent ? el.textContent.trim().slice(0, 30) : '';
    window.__lcp = { time: entry.startTime, element: el ? el.tagName.toLowerCase() + (text ? ' "' + text + '"' : '') : '(removed)' };
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });`;
/** The last candidate, once the frame after the page went quiet has been painted. */
const readLcp = 'new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(window.__lcp), 0)))';

/** A URL's path without its query (signed links carry tokens there), or its start when it has no path. */
function pathOf(url: string): string {
  try {
    const { protocol, pathname } = new URL(url);
    return protocol.startsWith('http') ? pathname : url.slice(0, 40);
  } catch {
    return url.slice(0, 40);
  }
}

/** Bytes received (headers and bodies, as encoded on the wire) and requests still open. */
function watchNetwork(cdp: CDPSession) {
  const open = new Set<string>();
  const urls = new Map<string, string>();
  let bytes = 0;
  let requests = 0;
  let largest = { path: '(none)', bytes: 0 };
  let lastChange = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!open.has(e.requestId)) requests += 1;
    open.add(e.requestId);
    urls.set(e.requestId, e.request.url);
    lastChange = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    if (e.encodedDataLength > largest.bytes) largest = { path: pathOf(urls.get(e.requestId) ?? '?'), bytes: e.encodedDataLength };
    open.delete(e.requestId);
    lastChange = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    open.delete(e.requestId);
    lastChange = Date.now();
  });
  return {
    totals: () => ({ bytes, requests, largest }),
    /** Resolves once no request has been open for quietMs (bounded by the load timeout). */
    async quiet() {
      const until = Date.now() + loadTimeoutMs;
      while (Date.now() < until) {
        if (open.size === 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`network still busy after ${loadTimeoutMs} ms`);
    },
  };
}

async function coldLoad(browser: Browser, baseUrl: string, pageCase: PageCase, network: typeof fast4g | null): Promise<Load> {
  const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl, serviceWorkers: 'block' });
  try {
    if (pageCase.session) {
      await context.addInitScript(`if (location.origin === ${JSON.stringify(baseUrl)}) localStorage.setItem('userInfo', ${JSON.stringify(pageCase.session)});`);
    }
    await context.addInitScript(observeLcp);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const net = watchNetwork(cdp);
    await page.goto(pageCase.path, { timeout: loadTimeoutMs });
    await pageCase.ready(page).first().waitFor({ state: 'visible', timeout: loadTimeoutMs });
    // The LCP is the last candidate: read it once the page has stopped fetching (a later, larger paint counts).
    await net.quiet();
    const lcp = (await page.evaluate(readLcp)) as LcpReading | undefined;
    if (!lcp) throw new Error(`${pageCase.path}: no largest-contentful-paint entry`);
    return { lcpMs: lcp.time, element: lcp.element, ...net.totals() };
  } finally {
    await context.close();
  }
}

/**
 * Times each keystroke in the store's screen form from the key's press to the first frame painted
 * after the form's drawing changed: a capture-phase keydown listener notes the time; a
 * MutationObserver on the drawing (the box of its Full size button) waits for the change, then one animation frame and a
 * task (the paint) end it.
 */
const watchKeystrokes = `(() => {
  const fullSize = document.querySelector('button[aria-label="Open New screen full size"]');
  const figure = fullSize && fullSize.parentElement && fullSize.parentElement.parentElement;
  if (!figure) throw new Error('the screen form shows no drawing');
  window.__keystrokes = [];
  let pressed = null;
  document.addEventListener('keydown', () => { pressed = performance.now(); }, { capture: true });
  new MutationObserver(() => {
    if (pressed === null) return;
    const start = pressed;
    pressed = null;
    requestAnimationFrame(() => setTimeout(() => window.__keystrokes.push(performance.now() - start), 0));
  }).observe(figure, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;
const keystrokeCount = 25;

/** The drawing's render time in the store form while typing (issue 31): ArrowUp on the width, 96 in and up, the CPU `slowdown` times slower. */
async function keystrokes(browser: Browser, baseUrl: string, session: string, slowdown: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl, serviceWorkers: 'block' });
  try {
    await context.addInitScript(`if (location.origin === ${JSON.stringify(baseUrl)}) localStorage.setItem('userInfo', ${JSON.stringify(session)});`);
    const page = await context.newPage();
    await page.goto('/store', { timeout: loadTimeoutMs });
    await page.getByText('Cart is empty').first().waitFor({ state: 'visible', timeout: loadTimeoutMs });
    const width = page.getByRole('textbox', { name: 'Width (in)' });
    await width.click();
    await page.getByRole('button', { name: 'Open New screen full size' }).waitFor({ state: 'visible', timeout: loadTimeoutMs });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.evaluate(watchKeystrokes);
    for (let i = 1; i <= keystrokeCount; i++) {
      await page.keyboard.press('ArrowUp');
      // Polled from here: the portal's content security policy refuses waitForFunction's evaluated string.
      const until = Date.now() + loadTimeoutMs;
      while (((await page.evaluate('window.__keystrokes.length')) as number) < i) {
        if (Date.now() > until) throw new Error(`keystroke ${i}: the drawing did not change within ${loadTimeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    return (await page.evaluate('window.__keystrokes')) as number[];
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** An account's stored session, as the sign-in page writes it. */
async function storedSession(browser: Browser, baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await signIn(page, account.email, account.password);
    const session = (await page.evaluate("localStorage.getItem('userInfo')")) as string | null;
    if (!session) throw new Error('signing in stored no session');
    return session;
  } finally {
    await context.close();
  }
}

export async function benchWeb() {
  console.log(
    `web (built product, chromium ${viewports.phone.width}x${viewports.phone.height}, CPU ${cpuSlowdown}x slower, cold cache, median of ${runs} loads)`,
  );
  if (!existsSync(`${webDist}/index.html`)) {
    console.log('  skipped: apps/web/dist is missing; run `npm run build` first (this suite builds nothing)');
    return;
  }
  // The figures do not depend on the database: in-memory PGlite even when DATABASE_URL is set for
  // the orders suite (its test template is made by `npm test`, not here).
  // eslint-disable-next-line no-restricted-properties
  const databaseUrl = process.env.DATABASE_URL;
  // eslint-disable-next-line no-restricted-properties
  delete process.env.DATABASE_URL;
  let portal: Awaited<ReturnType<typeof startInProcessPortal>> | undefined;
  let browser: Browser | undefined;
  try {
    portal = await startInProcessPortal({ adminEmail: admin.email, adminPassword: admin.password, sampleCatalog: true });
    // eslint-disable-next-line no-restricted-properties
    if (databaseUrl !== undefined) process.env.DATABASE_URL = databaseUrl;
    portal.app.log.level = 'warn';
    await portal.app.services.catalog.settled();
    await approvedDealer(portal.baseUrl, admin, dealer, 'C10000');
    browser = await launchBrowser({ fullBrowser: true });
    const session = await storedSession(browser, portal.baseUrl, dealer);
    const cases: PageCase[] = [
      { path: '/login', session: null, ready: (page) => page.getByRole('button', { name: 'Sign In' }) },
      { path: '/store', session, ready: (page) => page.getByText('Cart is empty') },
    ];
    const networks = [
      { name: 'no network throttling', conditions: null },
      {
        name: `fast 4G (${fast4g.latency} ms, ${((fast4g.downloadThroughput * 8) / 1e6).toFixed(2)}/${((fast4g.uploadThroughput * 8) / 1e6).toFixed(2)} Mbps)`,
        conditions: fast4g,
      },
    ];
    for (const slowdown of [1, cpuSlowdown]) {
      const typed = await keystrokes(browser, portal.baseUrl, session, slowdown);
      const sorted = [...typed].sort((a, b) => a - b);
      console.log(
        `/store screen form, a keystroke on the width to its drawing painted (${typed.length} ArrowUp, CPU ${slowdown}x): ` +
          `p50 ${median(typed).toFixed(1)} ms, p95 ${percentileOf(sorted, 0.95).toFixed(1)} ms, max ${Math.max(...typed).toFixed(1)} ms (target 16 ms)`,
      );
    }
    printInteractionTimes(await interactionTimes(browser, portal.baseUrl, session, cpuSlowdown), cpuSlowdown);
    const [started, baseUrl] = [browser, portal.baseUrl];
    const coldLoads = async (pageCase: PageCase, network: typeof fast4g | null) => {
      await coldLoad(started, baseUrl, pageCase, network); // warm-up: the server's first requests, not counted
      const loads: Load[] = [];
      for (let i = 0; i < runs; i++) loads.push(await coldLoad(started, baseUrl, pageCase, network));
      return loads;
    };
    let storeLoads: Load[] = [];
    for (const pageCase of cases) {
      for (const network of networks) {
        const loads = await coldLoads(pageCase, network.conditions);
        if (pageCase.path === '/store' && !network.conditions) storeLoads = loads;
        const lcps = loads.map((l) => l.lcpMs);
        const last = loads[loads.length - 1]!;
        const name = `${pageCase.path} ${network.name}`;
        console.log(
          `${name.padEnd(52)} LCP median ${median(lcps).toFixed(0).padStart(5)} ms (${lcps.map((v) => v.toFixed(0)).join(', ')})   ` +
            `${kib(median(loads.map((l) => l.bytes)))} in ${last.requests} requests   LCP element ${last.element}`,
        );
      }
    }

    // Every main route (issue 33, point 3), after the figures above so that their data cannot change them; /store's are the loads above.
    const data = await makeRouteData(portal.baseUrl, admin, dealer);
    const sessions = { dealer: session, admin: await storedSession(browser, portal.baseUrl, admin) };
    console.log(`main routes, cold, CPU ${cpuSlowdown}x, no network throttling, median of ${runs} loads (${routeTargetsLine})`);
    printRouteFigures('/store', storeLoads);
    for (const route of routeCases(data, sessions)) printRouteFigures(route.name, await coldLoads(route, null));
    printDialogScreenTimes(await dialogScreenTimes(browser, portal.baseUrl, session, data, cpuSlowdown), cpuSlowdown);
  } finally {
    await browser?.close();
    await portal?.close();
    // eslint-disable-next-line no-restricted-properties
    if (databaseUrl !== undefined) process.env.DATABASE_URL = databaseUrl;
  }
}
