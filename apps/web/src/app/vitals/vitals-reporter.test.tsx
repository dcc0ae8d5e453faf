import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vitalsLimits, ZVitalsBeacon, type TVitalsBeacon, type VitalName } from '@portal/domain/vitals/vitals-schemas';
import { routes } from '../routes';
import { routePattern } from './route-pattern';
import { startVitalsReporter, vitalsBeaconUrl, type ReportedVital } from './vitals-reporter';

let visibility: DocumentVisibilityState = 'visible';
let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
let stop: (() => void) | undefined;

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: sendBeacon });
  vi.stubGlobal('innerWidth', 1440);
});

afterEach(() => {
  stop?.();
  stop = undefined;
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
});

/** A reporter on an address the test moves, fed metrics by hand (web-vitals measures nothing in jsdom). */
function startOn(pathname: string) {
  const at = { pathname };
  let report: (vital: ReportedVital) => void = () => undefined;
  const reporter = startVitalsReporter({ currentRoute: () => routePattern(routes, at.pathname), observe: (r) => (report = r) });
  stop = reporter.stop;
  let ids = 0;
  const measure = (name: VitalName, value: number, navigationType = 'navigate') => report({ name, value, id: `v${++ids}`, navigationType });
  return { at, measure, reporter };
}

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

/** What was sent, each body checked against the API's contract. */
const sent = (): TVitalsBeacon[] =>
  sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(vitalsBeaconUrl);
    expect(typeof body).toBe('string');
    return ZVitalsBeacon.parse(JSON.parse(body));
  });

describe('the route pattern (issue 33)', () => {
  it('is the pattern the router names, never the address', () => {
    expect(routePattern(routes, '/')).toBe('/');
    expect(routePattern(routes, '/store/6f1c2a9e-42')).toBe('/store/:id?');
    expect(routePattern(routes, '/store')).toBe('/store/:id?');
    expect(routePattern(routes, '/account/orders')).toBe('/account/orders');
    expect(routePattern(routes, '/account/profile')).toBe('/account/:tab');
    expect(routePattern(routes, '/admin/adjustments/123')).toBe('/admin/adjustments/:id?');
    expect(routePattern(routes, '/reset/secret-token')).toBe('/reset/:token?');
    expect(routePattern(routes, '/no/such/page')).toBe('/*');
  });
});

describe('the field speed reporter (issue 33)', () => {
  it('tags LCP and TTFB with the route the page loaded on, INP and CLS with the route they are reported on', () => {
    const { at, measure } = startOn('/store/6f1c2a9e-42');
    at.pathname = '/admin/adjustments/123';
    measure('TTFB', 240.4);
    measure('LCP', 1850.6);
    measure('INP', 96);
    measure('CLS', 0.04567);
    hide();
    expect(sent()).toEqual([
      {
        route: '/store/:id?',
        deviceClass: 'desktop',
        metrics: [
          { name: 'TTFB', value: 240 },
          { name: 'LCP', value: 1851 },
        ],
      },
      {
        route: '/admin/adjustments/:id?',
        deviceClass: 'desktop',
        metrics: [
          { name: 'INP', value: 96 },
          { name: 'CLS', value: 0.046 },
        ],
      },
    ]);
    const bodies = sendBeacon.mock.calls.map(([, body]) => body).join('\n');
    expect(bodies).not.toMatch(/6f1c2a9e|123/);
  });

  it('sends nothing before the page is hidden, then everything kept once (on pagehide too)', () => {
    const { measure } = startOn('/');
    measure('TTFB', 300);
    measure('LCP', 900);
    expect(sendBeacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([
      {
        route: '/',
        deviceClass: 'desktop',
        metrics: [
          { name: 'TTFB', value: 300 },
          { name: 'LCP', value: 900 },
        ],
      },
    ]);
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('keeps the latest value of a metric reported again before it is sent', () => {
    let report: (vital: ReportedVital) => void = () => undefined;
    stop = startVitalsReporter({ currentRoute: () => '/docs', observe: (r) => (report = r) }).stop;
    report({ name: 'CLS', value: 0.05, id: 'cls-1', navigationType: 'navigate' });
    report({ name: 'CLS', value: 0.2, id: 'cls-1', navigationType: 'navigate' });
    hide();
    expect(sent()).toEqual([{ route: '/docs', deviceClass: 'desktop', metrics: [{ name: 'CLS', value: 0.2 }] }]);
  });

  it('sends one beacon per route and device class', () => {
    const { at, measure } = startOn('/docs');
    vi.stubGlobal('innerWidth', 390);
    measure('INP', 120);
    vi.stubGlobal('innerWidth', 1440);
    measure('INP', 80);
    at.pathname = '/quotes';
    measure('INP', 60);
    vi.stubGlobal('innerWidth', 959);
    measure('CLS', 0);
    vi.stubGlobal('innerWidth', 390);
    at.pathname = '/docs';
    measure('INP', 150);
    hide();
    expect(sent()).toEqual([
      {
        route: '/docs',
        deviceClass: 'mobile',
        metrics: [
          { name: 'INP', value: 120 },
          { name: 'INP', value: 150 },
        ],
      },
      { route: '/docs', deviceClass: 'desktop', metrics: [{ name: 'INP', value: 80 }] },
      { route: '/quotes/:section?', deviceClass: 'desktop', metrics: [{ name: 'INP', value: 60 }] },
      { route: '/quotes/:section?', deviceClass: 'mobile', metrics: [{ name: 'CLS', value: 0 }] },
    ]);
  });

  it(`splits a batch at ${vitalsLimits.metrics} metrics a beacon`, () => {
    const { measure } = startOn('/docs');
    for (let i = 0; i < vitalsLimits.metrics + 5; i++) measure('INP', 100 + i);
    hide();
    const beacons = sent();
    expect(beacons.map((b) => b.metrics.length)).toEqual([vitalsLimits.metrics, 5]);
    for (const [, body] of sendBeacon.mock.calls) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(vitalsLimits.bodyBytes);
  });

  it('drops a value the API would refuse, rather than the whole beacon', () => {
    const { measure } = startOn('/docs');
    measure('LCP', -1);
    measure('LCP', Number.NaN);
    measure('INP', 10_000_000);
    measure('TTFB', 200);
    hide();
    expect(sent()).toEqual([{ route: '/docs', deviceClass: 'desktop', metrics: [{ name: 'TTFB', value: 200 }] }]);
  });

  it('measures a page load only when its one draw falls under the sample rate', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { measure, reporter } = startOn('/docs');
    measure('TTFB', 200);
    reporter.setSampleRate(0);
    measure('LCP', 900);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
    stop?.();

    const second = startOn('/docs');
    second.reporter.setSampleRate(0.6);
    second.measure('LCP', 900);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([{ route: '/docs', deviceClass: 'desktop', metrics: [{ name: 'LCP', value: 900 }] }]);
  });

  it('drops a batch silently when sendBeacon is missing, refuses it or throws', () => {
    const { measure } = startOn('/docs');
    sendBeacon.mockReturnValue(false);
    measure('LCP', 900);
    expect(() => hide()).not.toThrow();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    sendBeacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    measure('LCP', 800);
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    Reflect.deleteProperty(navigator, 'sendBeacon');
    measure('LCP', 700);
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
  });
});
