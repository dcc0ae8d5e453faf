import type { Browser, Page } from 'playwright-core';
import { viewports } from '../../e2e/support/browser';
import { spreadOf } from './median';

/**
 * The configurator's common interactions as a dealer's phone answers them (issue 33, point 2):
 * Chromium at 390 px with the CPU slowed, each interaction's duration as the browser's Event
 * Timing API reports it (from the input to the next frame painted: what INP is made of; the
 * longest event of the interaction, rounded by the browser to 8 ms). Durations under 16 ms are
 * not reported by the API: such an interaction counts as 16 ms, an upper bound.
 */
export const watchInteractions = `(() => {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) || 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;
/** The interactions seen so far, as [id, duration] pairs, once the frame after the last input has been painted and the observer told. */
const readInteractions = `new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve([...window.__interactions.entries()]), 100)))`;
const timeoutMs = 30_000;
const rounds = 8;
/** The Event Timing API's smallest reported duration: an interaction it did not report took less. */
const unreportedMs = 16;

type Interaction = 'typing a width' | 'choosing a motor' | 'switching tabs' | 'adding to the cart' | "opening a cart row's details";

/** Runs `act`, then counts the durations of the interactions it made (one or more: a key each, a click each). */
export async function timed(page: Page, act: () => Promise<void>): Promise<number[]> {
  const before = new Set(((await page.evaluate(readInteractions)) as [number, number][]).map(([id]) => id));
  await act();
  const after = (await page.evaluate(readInteractions)) as [number, number][];
  const made = after.filter(([id]) => !before.has(id)).map(([, duration]) => duration);
  return made.length > 0 ? made : [unreportedMs];
}

/** Opens the Motor Type list: a tap, and another where the first only turned the field's first paint into the Select (shared/ui/lazy-select.tsx). */
async function openMotors(page: Page, option: ReturnType<Page['getByRole']>) {
  const field = page
    .getByRole('textbox', { name: 'Motor Type' })
    .or(page.getByRole('combobox', { name: 'Motor Type' }))
    .first();
  for (let tap = 1; tap <= 3; tap++) {
    await field.click();
    try {
      await option.waitFor({ state: 'visible', timeout: 3000 });
      return;
    } catch {
      // Not open yet: tap again.
    }
  }
  await option.waitFor({ state: 'visible', timeout: timeoutMs });
}

export async function interactionTimes(browser: Browser, baseUrl: string, session: string, slowdown: number): Promise<Map<Interaction, number[]>> {
  const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl, serviceWorkers: 'block' });
  const times = new Map<Interaction, number[]>();
  const add = (name: Interaction, values: number[]) => times.set(name, [...(times.get(name) ?? []), ...values]);
  try {
    await context.addInitScript(`if (location.origin === ${JSON.stringify(baseUrl)}) localStorage.setItem('userInfo', ${JSON.stringify(session)});`);
    await context.addInitScript(watchInteractions);
    const page = await context.newPage();
    await page.goto('/store', { timeout: timeoutMs });
    await page.getByText('Cart is empty').first().waitFor({ state: 'visible', timeout: timeoutMs });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const width = page.getByRole('textbox', { name: 'Width (in)' });
    const screens = page.getByRole('tab', { name: 'Retractable Screens' });
    const roofs = page.getByRole('tab', { name: 'Louvered Roofs' });
    for (let round = 1; round <= rounds; round++) {
      // Typing a width: three keys on the field, its text selected first (no key of its own).
      await width.selectText();
      add('typing a width', await timed(page, () => page.keyboard.type(String(100 + round * 5), { delay: 50 })));

      // Choosing a motor: the list opened (not counted), then one of its motors tapped, the other one each round.
      const motor = page.getByRole('option').nth(round % 2);
      await openMotors(page, motor);
      add('choosing a motor', await timed(page, () => motor.click()));
      await motor.waitFor({ state: 'hidden', timeout: timeoutMs });

      // Switching tabs: to the roofs and back.
      add('switching tabs', await timed(page, () => roofs.click()));
      await page.getByRole('button', { name: 'Add frame' }).waitFor({ state: 'visible', timeout: timeoutMs });
      add('switching tabs', await timed(page, () => screens.click()));
      await width.waitFor({ state: 'visible', timeout: timeoutMs });

      // Adding to the cart, then opening the new row's details (its drawing among them).
      const name = `Bench ${round}`;
      await page.getByRole('textbox', { name: 'Screen Name' }).fill(name);
      add('adding to the cart', await timed(page, () => page.getByRole('button', { name: 'Add to Cart' }).click()));
      // The cart names its rows by kind and place ('screen 3'), the screen's name beside.
      const expand = page.getByRole('button', { name: `Expand screen ${round}`, exact: true });
      await expand.waitFor({ state: 'visible', timeout: timeoutMs });
      add("opening a cart row's details", await timed(page, () => expand.click()));
      await page.getByRole('button', { name: `Collapse screen ${round}`, exact: true }).waitFor({ state: 'visible', timeout: timeoutMs });
    }
    return times;
  } finally {
    await context.close();
  }
}

/** One line per interaction: p50, p95 and the slowest, against the 100 ms target. */
export function printInteractionTimes(times: Map<Interaction, number[]>, slowdown: number) {
  for (const [name, values] of times) {
    const { p50, p95, max } = spreadOf(values);
    console.log(
      `/store ${name} (${values.length} interactions, CPU ${slowdown}x): p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ` +
        `max ${max.toFixed(0)} ms (target 100 ms at p95${p95 > 100 ? ': MISSED' : ''})`,
    );
  }
}
