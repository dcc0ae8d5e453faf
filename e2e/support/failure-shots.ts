import { mkdirSync } from 'node:fs';
import { afterEach } from 'vitest';
import { screenshotDir } from './browser';
import { openPages } from './pages';

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
    } catch (error) {
      console.log(`failed test "${task.name}": page ${n} (${page.url()}) could not be photographed: ${(error as Error).message}`);
    }
  }
});
