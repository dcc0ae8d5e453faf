import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot, viewports } from './support/browser';
import { launchPages, type JourneyPages } from './support/pages';
import { startPortal, type PortalServer } from './support/portal-server';
import { approvedDealer, field } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { restCall, restScreen, tokenFor } from './support/rest';
import { closeDialog, focused, hidden, visible } from './support/waits';

/**
 * Issue 29, points 13 and 14: keyboard and screen-reader use. A dealer and an administrator sign
 * in with the keyboard at 390 and 1440 px and go through every page and the dialogs within cheap
 * reach; axe (WCAG 2 A/AA) finds nothing serious or critical on any of them. Focus starts on a
 * new page's main heading, a failed submit lands on the first invalid field (which names its
 * error), every dialog gives focus back to what opened it, and the video player keeps Tab inside
 * and closes on Escape.
 */
const admin = { email: 'admin@portal.test', password: 'admin-password' };
const dealer = { fname: 'Sam', lname: 'Shade', location: 'Shade Masters', email: 'sam@dealer.test', password: 'dealer-password' };
const orderName = 'Keyboard patio';
const video = 'motor-setup.mp4';
const sampleVideo = readFileSync(fileURLToPath(new URL('../apps/api/src/modules/files/sample-library/getting-started.mp4', import.meta.url)));

let portal: PortalServer;
let pages: JourneyPages;
let orderId: string;

beforeAll(async () => {
  portal = await startPortal({ adminEmail: admin.email, adminPassword: admin.password, sampleCatalog: true });
  await approvedDealer(portal.baseUrl, admin, dealer, 'C10000');
  const dealerToken = await tokenFor(portal.baseUrl, dealer);
  const order = await restCall(
    portal.baseUrl,
    'POST',
    '/api/orders',
    { orderName, status: 'SUBMITTED', cart: { screens: [restScreen('Patio west')], roofs: [], parts: [] } },
    dealerToken,
  );
  orderId = String(order._id);
  const body = new FormData();
  body.append('files', new Blob([sampleVideo], { type: 'video/mp4' }), video);
  const res = await fetch(`${portal.baseUrl}/api/files/videos/Training`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(portal.baseUrl, admin)}` },
    body,
  });
  if (!res.ok) throw new Error(`video upload: ${res.status} ${await res.text()}`);
  pages = await launchPages(portal.baseUrl);
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
});

/** The text a screen reader reads after a field's name: what its aria-describedby names (its error). */
const description = (l: Locator) =>
  l.evaluate((el: { getAttribute(name: string): string | null; ownerDocument: { getElementById(id: string): { textContent: string | null } | null } }) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** Whether keyboard focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { activeElement: { closest(s: string): unknown } | null } }).document;
    return doc.activeElement?.closest('[role="dialog"]') != null;
  });

/** Presses `opener` with the keyboard, checks the dialog that opens, closes it with Escape: focus is back on `opener`. */
async function dialogRoundTrip(page: Page, opener: Locator, name: string, inside?: (dialog: Locator) => Promise<void>) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await visible(dialog);
  await expect.poll(() => focusInDialog(page)).toBe(true);
  if (inside) await inside(dialog);
  await closeDialog(page, dialog);
  await focused(opener);
}

/** Signs in with the keyboard only; a first Enter on empty fields lands on the Email field, which names its error. */
async function signInByKeyboard(page: Page, who: { email: string; password: string }, size: string) {
  await page.goto('/login');
  const email = field(page, 'Email');
  await visible(email);
  await page.getByRole('button', { name: 'Sign In' }).focus();
  await page.keyboard.press('Enter');
  await focused(email);
  expect(await email.getAttribute('aria-invalid')).toBe('true');
  expect(await description(email)).toContain('Email is required');
  await expectAccessible(page, `a11y-login-errors-${size}`);
  await email.fill(who.email);
  await field(page, 'Password').fill(who.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
}

for (const [size, viewport] of [
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
] as const) {
  describe(`keyboard and screen reader at ${viewport.width} px`, () => {
    it(`a dealer: every page and dialog, focus where the keyboard needs it (${size})`, async () => {
      const page = await pages.newPage(viewport);
      await signInByKeyboard(page, dealer, size);
      await focused(page.getByRole('heading', { name: `Welcome, ${dealer.fname}!` }));
      await expectAccessible(page, `a11y-dealer-home-${size}`);

      // The user menu: its email line is no item of the menu (axe: aria-required-children, critical).
      await menuRoundTrip(page, page.getByRole('button', { name: `${dealer.fname} ${dealer.lname}` }), `a11y-user-menu-dealer-${size}`);

      if (size === 'phone') {
        await dialogRoundTrip(page, page.getByRole('button', { name: 'Open navigation' }), 'Navigation', async () => {
          await expectAccessible(page, `a11y-navigation-${size}`);
        });
      }

      await page.goto('/store');
      await visible(page.getByRole('tab', { name: 'Louvered Roofs' }));
      await expectAccessible(page, `a11y-store-${size}`);
      const breakdown = page.getByRole('button', { name: 'Price breakdown' }).first();
      await expect.poll(() => breakdown.isEnabled(), { timeout: 30_000 }).toBe(true);
      await dialogRoundTrip(page, breakdown, 'Price breakdown', async (dialog) => {
        // On a phone the table scrolls sideways: its scroller is a tab stop of its own.
        await visible(dialog.getByRole('region', { name: 'Breakdown lines' }));
        await expectAccessible(page, `a11y-price-breakdown-${size}`);
        await shot(page, `a11y-price-breakdown-${size}`);
      });

      await field(page, 'Screen Name').fill('Patio east');
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      const cart = page.getByRole('region', { name: 'Cart', exact: true });
      await visible(cart.getByText('Patio east'));
      const continueButton = cart.getByRole('button', { name: 'Continue' });
      await dialogRoundTrip(page, continueButton, 'Save or Submit Order', async (dialog) => {
        // Save with no order name: focus lands on the field, which names what is wrong.
        await dialog.getByRole('button', { name: 'Save', exact: true }).focus();
        await page.keyboard.press('Enter');
        const name = dialog.getByRole('textbox', { name: 'Order Name' });
        await focused(name);
        expect(await name.getAttribute('aria-invalid')).toBe('true');
        expect(await description(name)).not.toBe('');
        await expectAccessible(page, `a11y-order-dialog-errors-${size}`);
        await shot(page, `a11y-order-dialog-errors-${size}`);
      });

      await page.goto('/account/orders');
      await visible(page.getByText(orderName).first());
      await expectAccessible(page, `a11y-dealer-orders-${size}`);

      await page.goto('/account/tickets');
      await dialogRoundTrip(page, page.getByRole('button', { name: 'New Ticket' }), 'New Ticket', async (dialog) => {
        await dialog.getByRole('button', { name: 'Submit Ticket' }).focus();
        await page.keyboard.press('Enter');
        const name = dialog.getByRole('textbox', { name: 'Name' });
        await focused(name);
        expect(await description(name)).not.toBe('');
        await expectAccessible(page, `a11y-new-ticket-errors-${size}`);
      });
      await expectAccessible(page, `a11y-dealer-tickets-${size}`);

      await page.goto('/account/warranties');
      await dialogRoundTrip(page, page.getByRole('button', { name: 'New Warranty' }), 'New Warranty', async () => {
        await expectAccessible(page, `a11y-new-warranty-${size}`);
      });
      await expectAccessible(page, `a11y-dealer-warranties-${size}`);

      // The library's video player: Tab stays inside at every width, Escape closes it.
      await page.goto('/docs');
      await page.getByRole('tab', { name: 'Videos' }).click();
      const play = page.getByRole('button', { name: `Play ${video}` });
      await visible(play);
      await expectAccessible(page, `a11y-library-videos-${size}`);
      await dialogRoundTrip(page, play, video, async (dialog) => {
        const player = dialog.locator('video');
        await visible(player);
        await dialog.getByRole('button', { name: 'Play', exact: true }).focus();
        await page.keyboard.press('Enter');
        await visible(dialog.getByRole('button', { name: 'Pause', exact: true }));
        await expect.poll(() => player.evaluate((v: { currentTime: number }) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
        for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
          await page.keyboard.press(key);
          await expect.poll(() => focusInDialog(page)).toBe(true);
        }
        await expectAccessible(page, `a11y-video-dialog-${size}`);
        await shot(page, `a11y-video-dialog-${size}`);
        // Escape from the player's own controls closes the dialog (closeDialog below).
        await dialog.getByRole('slider', { name: 'Position' }).focus();
      });
      expect(pages.errors).toEqual([]);
    });

    it(`an administrator: the admin pages, Process Order and Reject Order (${size})`, async () => {
      const page = await pages.newPage(viewport);
      await signInByKeyboard(page, admin, size);
      await focused(page.getByRole('heading', { name: /^Welcome/ }));
      await expectAccessible(page, `a11y-admin-home-${size}`);

      for (const tab of ['orders', 'users', 'warranties', 'tickets', 'pricing', 'data', 'lead-times', 'speed'] as const) {
        await page.goto(`/admin/${tab}`);
        await hidden(page.locator('.mantine-Loader-root'));
        await expectAccessible(page, `a11y-admin-${tab}-${size}`);
      }
      await shot(page, `a11y-admin-data-${size}`);

      await page.goto(`/store/${orderId}`);
      const cart = page.getByRole('region', { name: 'Cart', exact: true });
      await visible(cart.getByText('Patio west'));
      await expectAccessible(page, `a11y-admin-store-${size}`);
      await dialogRoundTrip(page, cart.getByRole('button', { name: 'Continue' }), 'Process Order', async () => {
        await expectAccessible(page, `a11y-process-order-${size}`);
      });
      await dialogRoundTrip(page, cart.getByRole('button', { name: 'Reject Order' }), 'Reject Order', async (dialog) => {
        await dialog.getByRole('button', { name: 'Reject Order' }).focus();
        await page.keyboard.press('Enter');
        const reason = dialog.getByRole('textbox', { name: 'Rejection reason' });
        await focused(reason);
        expect(await description(reason)).not.toBe('');
        await expectAccessible(page, `a11y-reject-errors-${size}`);
        await shot(page, `a11y-reject-errors-${size}`);
      });
      expect(pages.errors).toEqual([]);
    });
  });
}

/** Opens a menu from its button, checks it, closes it with Escape: focus is back on the button. */
async function menuRoundTrip(page: Page, button: Locator, name: string) {
  await button.focus();
  await page.keyboard.press('Enter');
  await visible(page.getByRole('menu'));
  await expectAccessible(page, name);
  await page.keyboard.press('Escape');
  await hidden(page.getByRole('menu'));
  await focused(button);
}
