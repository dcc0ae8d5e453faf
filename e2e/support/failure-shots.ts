import { mkdirSync } from 'node:fs';
import { afterEach } from 'vitest';
import { screenshotDir } from './browser';
import { openPages, refusedAnswers } from './pages';

/**
 * When a journey's test fails, every page it has open is photographed as it was at that moment
 * (test-results/e2e/failed/<test>-<n>.png) and its address printed: what the user saw, next to
 * the assertion that gave up.
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || openPages.size === 0) return;
  const folder = `${screenshotDir}/failed`;
  mkdirSync(folder, { recursive: true });
  const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  let n = 0;
  for (const page of openPages) {
    n += 1;
    const path = `${folder}/${name}-${n}.png`;
    try {
      await page.screenshot({ path, fullPage: true, timeout: 10_000 });
      console.log(`failed test "${task.name}": page ${n} (${page.url()}) is in ${path}`);
      // What the page said (notifications, alerts) and the API's refusals: the picture is lost with a CI machine, the log is not.
      const said = await page.locator('[role=alert], .mantine-Notification-root').allInnerTexts();
      if (said.length > 0) console.log(`  it said: ${said.join(' | ').replace(/\s+/g, ' ').slice(0, 600)}`);
      const refused = refusedAnswers.get(page) ?? [];
      if (refused.length > 0) console.log(`  the API refused: ${refused.join('; ')}`);
    } catch (error) {
      console.log(`failed test "${task.name}": page ${n} (${page.url()}) could not be photographed: ${(error as Error).message}`);
    }
  }
});
