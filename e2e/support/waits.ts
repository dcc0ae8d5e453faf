import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Waiting for what a user would see. Generous: on a loaded two-core machine a page can take
 * seconds to answer; a journey never asserts a time.
 */
const patience = { timeout: 30_000 };

export const visible = (l: Locator) => expect.poll(() => l.first().isVisible(), patience).toBe(true);
export const hidden = (l: Locator) => expect.poll(() => l.first().isVisible(), patience).toBe(false);
/** Waits until the element has keyboard focus (a screen reader is reading it). */
export const focused = (l: Locator) =>
  expect.poll(() => l.first().evaluate((el: { ownerDocument: { activeElement: unknown } }) => el.ownerDocument.activeElement === el), patience).toBe(true);

/** Closes the open dialog as a keyboard user would, and waits until it is gone. */
export async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await hidden(dialog);
}
