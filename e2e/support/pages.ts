import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, viewports } from './browser';

export interface JourneyPages {
  /** A page in a context of its own (its own cookies, so its own signed-in user), at this size. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** What went wrong in any page so far; a journey ends expecting none. */
  errors: string[];
  /** Closes every context, then the browser. */
  close(): Promise<void>;
}

interface PagesOptions {
  acceptDownloads?: boolean;
  /** Count console errors as well as uncaught ones (the default). */
  consoleErrors?: boolean;
}

/** Runs in every page before its scripts: each content security policy violation reaches the journey's errors. */
const policyViolationProbe = `document.addEventListener('securitypolicyviolation', (e) => {
  void window.reportPolicyViolation('Content security policy violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline code'));
});`;

/** Every page a journey has open, for the pictures of a failed test (failure-shots.ts). */
export const openPages = new Set<Page>();

/** The last answers under 200 or above 399 each page had from the API, printed beside a failed test's pictures. */
export const refusedAnswers = new WeakMap<Page, string[]>();

/** A browser for one journey against the portal at `baseURL`, keeping its contexts and its pages' errors. */
export async function launchPages(baseURL: string, { acceptDownloads, consoleErrors = true }: PagesOptions = {}): Promise<JourneyPages> {
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  return {
    errors,
    async newPage(viewport = viewports.desktop) {
      const context = await browser.newContext({ viewport, baseURL, ...(acceptDownloads ? { acceptDownloads } : {}) });
      contexts.push(context);
      // A blocked eval, script, image or connection under the content security policy is an error
      // of the journey, whether or not the page went on working (issue 26: zod's eval probe did).
      await context.exposeBinding('reportPolicyViolation', (_source, text: string) => errors.push(text));
      await context.addInitScript({ content: policyViolationProbe });
      const page = await context.newPage();
      openPages.add(page);
      page.on('close', () => openPages.delete(page));
      page.on('pageerror', (e) => errors.push(e.message));
      const refused: string[] = [];
      refusedAnswers.set(page, refused);
      page.on('response', (r) => {
        if (r.status() < 400 || !r.url().includes('/api/')) return;
        refused.push(`${r.request().method()} ${new URL(r.url()).pathname} → ${r.status()}`);
        if (refused.length > 10) refused.shift();
      });
      if (consoleErrors) {
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
      }
      return page;
    },
    async close() {
      for (const c of contexts) await c.close();
      await browser.close();
    },
  };
}
