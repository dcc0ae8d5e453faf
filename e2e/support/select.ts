import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Picks an option of a Mantine Select. The field is opened again until the option shows: on a
 * loaded machine the first click can land before the page's data has filled the list, and a
 * list opened empty is not refilled under the pointer. A RegExp option matches part of a long
 * label (an order's name, number, status and date).
 */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  const select = scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .first();
  const item = page.getByRole('option', { name: option, exact: true });
  await expect
    .poll(
      async () => {
        if (await item.isVisible()) return true;
        await select.click();
        return item.waitFor({ state: 'visible', timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  await item.click();
}
