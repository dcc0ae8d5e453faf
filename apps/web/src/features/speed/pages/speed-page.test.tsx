import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TVitalsReport, TVitalsRow } from '@portal/domain/vitals/vitals-schemas';
import { fakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { SpeedPage } from './speed-page';

afterEach(() => vi.unstubAllGlobals());

// jsdom lays nothing out, so recharts warns that the chart has no size; every other warning still shows.
beforeEach(() => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
});

const figure = (p75: number | null, count: number) => ({ p75, count });

/** A row as vitals.report gives it: every metric within its target unless told. */
const row = (overrides: Partial<TVitalsRow>): TVitalsRow => ({
  route: '/store/:id?',
  deviceClass: 'mobile',
  week: '2026-W49',
  lcp: figure(1850, 120),
  inp: figure(84, 95),
  cls: figure(0.03, 118),
  ttfb: figure(420, 120),
  ...overrides,
});

const report: TVitalsReport = {
  rows: [
    row({ lcp: figure(2400, 130), inp: figure(140, 90), cls: figure(0.25, 128), ttfb: figure(950, 130) }),
    row({ route: '/store/:id?', deviceClass: 'desktop', lcp: figure(900, 40), inp: figure(40, 33), cls: figure(0, 40), ttfb: figure(150, 40) }),
    row({ route: '/', deviceClass: 'desktop', inp: figure(null, 0) }),
    row({ week: '2026-W48' }),
  ],
};

function renderPage(answer: TVitalsReport, path = '/admin/speed') {
  localStorage.setItem('userInfo', JSON.stringify(makeUser({ isAdmin: true })));
  const calls = fakeApi({ 'vitals.report': () => answer });
  const { router } = renderRoutes(
    [
      {
        path: '/admin/speed',
        element: (
          <TestEnv>
            <SpeedPage />
          </TestEnv>
        ),
      },
    ],
    path,
  );
  const inputs = () => calls.filter((call) => call.path === 'vitals.report').map((call) => call.input);
  return { router, inputs };
}

/** A card's table as the cells' text, row by row. */
async function cardRows(name: string) {
  const card = await screen.findByRole('region', { name });
  return within(card)
    .getAllByRole('row')
    .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('Admin → Speed (issue 33)', () => {
  it('shows each route and device class per week: the p75 of each metric and its count', async () => {
    const { inputs } = renderPage(report);
    expect(await cardRows('/store/:id? · Mobile')).toEqual([
      ['Week', 'LCP', 'INP', 'CLS', 'TTFB'],
      ['2026-W49 (from Nov 30)', '2.40 sn = 130Over 2 s', '140 msn = 90Over 100 ms', '0.25n = 128Over 0.1', '950 msn = 130Over 800 ms'],
      ['2026-W48 (from Nov 23)', '1.85 sn = 120', '84 msn = 95', '0.03n = 118', '420 msn = 120'],
    ]);
    expect(await cardRows('/store/:id? · Desktop')).toEqual([
      ['Week', 'LCP', 'INP', 'CLS', 'TTFB'],
      ['2026-W49 (from Nov 30)', '900 msn = 40', '40 msn = 33', '0.00n = 40', '150 msn = 40'],
    ]);
    expect(await cardRows('/ · Desktop')).toEqual([
      ['Week', 'LCP', 'INP', 'CLS', 'TTFB'],
      ['2026-W49 (from Nov 30)', '1.85 sn = 120', '—n = 0', '0.03n = 118', '420 msn = 120'],
    ]);
    // The chart first (its code loads on its own), then the cards by route, then device class.
    await screen.findByRole('region', { name: 'LCP by week' });
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'LCP by week',
      '/ · Desktop',
      '/ · Desktop by week',
      '/store/:id? · Desktop',
      '/store/:id? · Desktop by week',
      '/store/:id? · Mobile',
      '/store/:id? · Mobile by week',
    ]);
    expect(inputs()).toEqual([{ weeks: 8 }]);
  });

  it('marks each p75 over its target in words, as well as in red', async () => {
    renderPage(report);
    const card = await screen.findByRole('region', { name: '/store/:id? · Mobile' });
    for (const words of ['Over 2 s', 'Over 100 ms', 'Over 0.1', 'Over 800 ms']) expect(within(card).getAllByText(words)).toHaveLength(1);
    const within2s = await screen.findByRole('region', { name: '/store/:id? · Desktop' });
    expect(within(within2s).queryByText(/^Over /)).toBeNull();
  });

  it('asks for the weeks chosen, and keeps the choice in the address', async () => {
    const { router, inputs } = renderPage(report);
    await screen.findByRole('region', { name: '/ · Desktop' });
    fireEvent.click(screen.getByRole('radio', { name: '12 weeks' }));
    await waitFor(() => expect(inputs()).toEqual([{ weeks: 8 }, { weeks: 12 }]));
    expect(router.state.location.search).toBe('?weeks=12');
  });

  it('reads the weeks from the address', async () => {
    const first = renderPage(report, '/admin/speed?weeks=26');
    await waitFor(() => expect(first.inputs()).toEqual([{ weeks: 26 }]));
  });

  it('keeps the chart metric and device in the address', async () => {
    const { router } = renderPage(report, '/admin/speed?weeks=9');
    expect((await screen.findByRole('region', { name: 'LCP by week' })).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'INP' }));
    expect((await screen.findByRole('region', { name: 'INP by week' })).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Desktop' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('device')).toBe('desktop'));
    expect(new URLSearchParams(router.state.location.search).get('metric')).toBe('INP');
    expect(screen.getByRole('radio', { name: '8 weeks' })).toHaveProperty('checked', true);
  });

  it('says so when nothing has been measured yet', async () => {
    renderPage({ rows: [] });
    expect((await screen.findByText('No measurements yet')).isConnected).toBe(true);
    expect(screen.getByText(/No page has reported its speed in the last 8 weeks/).isConnected).toBe(true);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
