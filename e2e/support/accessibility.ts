import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { screenshotDir } from './browser';

/**
 * axe-core in the browser journeys (issue 14): every page and open dialog the journeys reach is
 * checked against WCAG 2.0, 2.1 and 2.2 A and AA; a serious or critical finding fails the test
 * with the rule, its impact and the elements it names. Every finding, minor ones included, is
 * written to test-results/e2e/axe/<name>.json.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const reportDir = `${screenshotDir}/axe`;

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
}

/** The journeys' lib has no DOM types: the few browser globals the helper touches, typed here. */
interface BrowserGlobals {
  axe?: { run(context: unknown, options: unknown): Promise<{ violations: RawViolation[] }> };
  document: {
    getAnimations(): { playState: string; effect: { getTiming(): { iterations?: number } } | null }[];
    querySelectorAll(selector: string): ArrayLike<unknown> & { length: number };
  };
}
interface RawViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Waits for finite CSS transitions and animations (a dialog fading in) to end; loaders spin forever and are ignored.
 * Mantine starts a transition two animation frames after the element mounts, so three frames pass first: a menu
 * that is already visible but not yet fading in would otherwise be checked at its starting opacity.
 */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const g = globalThis as unknown as { requestAnimationFrame(callback: () => void): number };
        let frames = 3;
        const next = () => (--frames === 0 ? done() : g.requestAnimationFrame(next));
        g.requestAnimationFrame(next);
      }),
  );
  await page.waitForFunction(
    () =>
      (globalThis as unknown as BrowserGlobals).document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * Runs axe on what a person can reach: the top open modal dialog when there is one (the page
 * behind it is inert, and was checked at the step that opened the dialog; a dialog alone costs axe
 * about a third of the whole page), the whole document otherwise.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource); // evaluate, not a <script> tag: the CSP allows only 'self'
  return page.evaluate(async (tags) => {
    const g = globalThis as unknown as BrowserGlobals;
    const dialogs = g.document.querySelectorAll('[role="dialog"][aria-modal="true"]');
    const result = await g.axe!.run(dialogs.length > 0 ? dialogs[dialogs.length - 1] : g.document, {
      runOnly: { type: 'tag', values: tags },
      // WCAG 2.5.3 label in name: experimental in axe, so off unless asked for.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' >> '), summary: n.failureSummary ?? '' })),
    }));
  }, wcagTags);
}

export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) =>
      [`- ${f.id} (${f.impact}): ${f.help} ${f.helpUrl}`, ...f.nodes.map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`)].join('\n'),
    )
    .join('\n');
}

/** Fails on serious or critical axe findings on the page as it is now; `name` names the page and the report file. */
export async function expectAccessible(page: Page, name: string) {
  const findings = await axeFindings(page);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(`${reportDir}/${name}.json`, `${JSON.stringify({ url: page.url(), viewport: page.viewportSize(), findings }, null, 2)}\n`);
  const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  if (blocking.length > 0) {
    throw new Error(`${name} (${page.url()}): ${blocking.length} serious or critical accessibility finding(s):\n${describeFindings(blocking)}`);
  }
}
