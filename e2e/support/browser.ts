import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const screenshotDir = fileURLToPath(new URL('../../test-results/e2e', import.meta.url));

/** Debian's headless shell: Chromium's engine without the browser around it, about a third less CPU for the same journeys. */
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * Debian's browser, never a downloaded one; flags keep it off this machine's closed network. The
 * journeys take the headless shell when it is installed (CI installs it), else `chromium`; a
 * measurement of what a dealer's browser does (`npm run bench -- web`) asks for `chromium` itself.
 */
export async function launchBrowser({ fullBrowser = false }: { fullBrowser?: boolean } = {}): Promise<Browser> {
  mkdirSync(screenshotDir, { recursive: true });
  return chromium.launch({
    executablePath: !fullBrowser && existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
};

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}
