import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { shot, viewports } from './support/browser';
import { launchPages, type JourneyPages } from './support/pages';
import { startPortal, type PortalServer } from './support/portal-server';
import { approvedDealer, signIn } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { choose } from './support/select';
import { restCall, tokenFor, restScreen } from './support/rest';
import { visible, hidden, closeDialog } from './support/waits';

/**
 * Issue 18's journey: an administrator fills the library (a document into a folder on a desktop
 * and another into the same folder on a phone, three photos in a category, a training video); a
 * dealer searches the documents tree, opens a photo in the lightbox at each size and plays the
 * video, at 390 and 1440 px; the dealer uploads a file to an order's file manager, sees it listed
 * and deletes it. Every page and dialog passes axe (WCAG 2 A/AA); no page or console errors.
 */
const admin = { email: 'admin@library.test', password: 'admin-password' };
const dealer = { fname: 'Lia', lname: 'Larsen', location: 'Shade Works', email: 'lia@library.test', password: 'dealer-password' };
const orderName = 'Harbor patio';
const folder = 'Installation';
const guide = 'screen-installation-guide.pdf';
const warrantyTerms = 'warranty-terms.pdf';
const category = 'Screens';
const photoNames = ['patio-screen.png', 'pergola-screen.jpg', 'garage-screen.png'];
const videoFolder = 'Getting started';
const video = 'motor-setup.mp4';
const orderFile = 'site-measurements.pdf';

/** The committed three-second training video (H.264): small enough for a test, real enough to play. */
const sampleVideo = readFileSync(fileURLToPath(new URL('../apps/api/src/modules/files/sample-library/getting-started.mp4', import.meta.url)));

/** A one-page PDF: the server checks the content, never the name. */
const pdf = (title: string) =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
      `% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** A 1200 × 800 photo, wider than the largest version, so each size is its own width. */
async function photo(name: string, colour: string) {
  const image = sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } });
  const buffer = name.endsWith('.jpg') ? await image.jpeg().toBuffer() : await image.png().toBuffer();
  return { name, mimeType: name.endsWith('.jpg') ? 'image/jpeg' : 'image/png', buffer };
}

let portal: PortalServer;
let pages: JourneyPages;

const api = (method: string, path: string, body?: unknown, token?: string) => restCall(portal.baseUrl, method, path, body, token);
const tokenOf = (who: { email: string; password: string }) => tokenFor(portal.baseUrl, who);

/** A submitted order of the dealer's (docs/api.md's REST body): the owner may write its files. */
async function submittedOrder() {
  const screen = restScreen('Patio west');
  await api('POST', '/api/orders', { orderName, status: 'SUBMITTED', cart: { screens: [screen], roofs: [], parts: [] } }, await tokenOf(dealer));
}

/** Opens a library tab and waits for its list to have loaded. */
async function openTab(page: Page, tab: 'Documents' | 'Photos' | 'Videos') {
  await page.getByRole('tab', { name: tab }).click();
  await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected'), { timeout: 30_000 }).toBe('true');
  await hidden(page.getByLabel(`Loading ${tab.toLowerCase()}`));
}

/** Chooses files through the picker a user clicks ('Files'), uploads them and waits for the bar to go. */
async function upload(page: Page, scope: Page | Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 30_000 }),
    scope.getByRole('button', { name: 'Files', exact: true }).click(),
  ]);
  await chooser.setFiles(files);
  const send = scope.getByRole('button', { name: 'Upload', exact: true });
  await expect.poll(() => send.isEnabled(), { timeout: 30_000 }).toBe(true);
  await send.click();
  await hidden(scope.getByText(/^Uploading…/));
  expect(await scope.getByRole('alert').filter({ hasText: 'Upload refused' }).count()).toBe(0);
}

beforeAll(async () => {
  portal = await startPortal({ adminEmail: admin.email, adminPassword: admin.password, sampleCatalog: true });
  await approvedDealer(portal.baseUrl, admin, dealer, 'C10000');
  await submittedOrder();
  pages = await launchPages(portal.baseUrl);
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
});

describe('the library and an order’s files', () => {
  it('an administrator uploads a document into a new folder, three photos and a training video on a desktop', async () => {
    const page = await pages.newPage(viewports.desktop);
    await signIn(page, admin.email, admin.password, '/docs');
    await expect.poll(() => page.title()).toMatch(/^Library · /);
    await visible(page.getByText('There are no documents yet.'));
    await expectAccessible(page, 'library-empty-admin-desktop');

    await page.getByRole('textbox', { name: 'New folder' }).fill(folder);
    await upload(page, page, [{ name: guide, mimeType: 'application/pdf', buffer: pdf('Installing a screen') }]);
    const tree = page.getByRole('list', { name: 'Documents' });
    await page.getByRole('button', { name: `Expand ${folder}` }).click();
    await visible(tree.getByRole('link', { name: guide, exact: true }));
    await expectAccessible(page, 'library-documents-admin-desktop');
    await shot(page, '70-library-documents-admin-desktop');

    await openTab(page, 'Photos');
    await page.getByRole('textbox', { name: 'New folder' }).fill(category);
    await upload(page, page, await Promise.all(photoNames.map((name, i) => photo(name, ['#2f6f4f', '#8a5a2b', '#35507a'][i]!))));
    const screens = page.getByRole('region', { name: category });
    for (const name of photoNames) await visible(screens.getByRole('img', { name }));
    await expectAccessible(page, 'library-photos-admin-desktop');
    await shot(page, '71-library-photos-admin-desktop');

    await openTab(page, 'Videos');
    await page.getByRole('textbox', { name: 'New folder' }).fill(videoFolder);
    await upload(page, page, [{ name: video, mimeType: 'video/mp4', buffer: sampleVideo }]);
    await visible(page.getByRole('region', { name: videoFolder }).getByRole('button', { name: `Play ${video}` }));
    await expectAccessible(page, 'library-videos-admin-desktop');
    await shot(page, '72-library-videos-admin-desktop');
    expect(pages.errors).toEqual([]);
  });

  it('on a phone the administrator uploads a second document into the existing folder', async () => {
    const phone = await pages.newPage(viewports.phone);
    await signIn(phone, admin.email, admin.password, '/docs');
    await visible(phone.getByRole('button', { name: `Expand ${folder}` }));
    await choose(phone, phone, 'Folder', folder);
    await upload(phone, phone, [{ name: warrantyTerms, mimeType: 'application/pdf', buffer: pdf('Warranty terms') }]);
    await phone.getByRole('button', { name: 'Expand all' }).click();
    const tree = phone.getByRole('list', { name: 'Documents' });
    await visible(tree.getByRole('link', { name: warrantyTerms, exact: true }));
    await visible(tree.getByRole('link', { name: guide, exact: true }));
    await expectAccessible(phone, 'library-documents-admin-phone');
    await shot(phone, '73-library-documents-admin-phone');

    // A typo in a file's name, fixed in place: the file keeps its place in the folder.
    await upload(phone, phone, [{ name: 'warranty-tems.pdf', mimeType: 'application/pdf', buffer: pdf('Warranty terms, draft') }]);
    await visible(tree.getByRole('link', { name: 'warranty-tems.pdf', exact: true }));
    await phone.getByRole('button', { name: 'Rename warranty-tems.pdf' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Rename file' });
    await dialog.getByRole('textbox', { name: 'File name' }).fill('warranty-terms-draft.pdf');
    await expectAccessible(phone, 'library-rename-admin-phone');
    await shot(phone, '73b-library-rename-admin-phone');
    await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
    await hidden(dialog);
    await visible(tree.getByRole('link', { name: 'warranty-terms-draft.pdf', exact: true }));
    expect(await tree.getByRole('link', { name: 'warranty-tems.pdf', exact: true }).count()).toBe(0);
    expect(pages.errors).toEqual([]);
  });

  for (const [size, viewport] of [
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ] as const) {
    it(`a dealer searches the documents, opens a photo at each size and plays the video (${size})`, async () => {
      const page = await pages.newPage(viewport);
      await signIn(page, dealer.email, dealer.password, '/docs');
      const tree = page.getByRole('list', { name: 'Documents' });
      await visible(page.getByRole('button', { name: `Expand ${folder}` }));
      // Dealers browse: no upload, no delete.
      expect(await page.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: `Delete ${guide}` }).count()).toBe(0);
      await page.getByRole('textbox', { name: 'Search documents' }).fill('warranty');
      await visible(tree.getByRole('link', { name: warrantyTerms, exact: true }));
      await hidden(tree.getByRole('link', { name: guide, exact: true }));
      await expectAccessible(page, `library-search-dealer-${size}`);
      await shot(page, `74-library-search-dealer-${size}`);
      await page.getByRole('textbox', { name: 'Search documents' }).fill('no such paper');
      await visible(page.getByText('No documents match “no such paper”.'));

      await openTab(page, 'Photos');
      const [first] = photoNames;
      await page.getByRole('button', { name: `Open ${first}` }).click();
      const lightbox = page.getByRole('dialog', { name: first });
      await visible(lightbox);
      for (const [label, width] of [
        ['Small', 300],
        ['Medium', 600],
        ['Large', 900],
      ] as const) {
        await lightbox.getByText(`${label} (${width}px)`).click();
        const image = lightbox.getByRole('img', { name: `${first} (${width}px)` });
        await visible(image);
        // The version itself is loaded: its own width, not the original's scaled down.
        await expect
          .poll(() => image.evaluate((el: { complete: boolean; naturalWidth: number }) => (el.complete ? el.naturalWidth : 0)), { timeout: 30_000 })
          .toBe(width);
        expect(await image.getAttribute('src')).toContain(label.toLowerCase());
        if (label === 'Large') {
          await expectAccessible(page, `photo-lightbox-dealer-${size}`);
          await shot(page, `75-photo-lightbox-dealer-${size}`);
        }
      }
      await closeDialog(page, lightbox);

      await openTab(page, 'Videos');
      await page
        .getByRole('region', { name: videoFolder })
        .getByRole('button', { name: `Play ${video}` })
        .click();
      const player = page.getByRole('dialog', { name: video });
      const element = player.locator('video');
      await visible(element);
      // The signed link loads (range requests) and the browser decodes it: metadata, then time moving.
      await expect
        .poll(() => element.evaluate((v: { readyState: number; error: unknown; duration: number }) => (v.error ? -1 : v.readyState)), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(1);
      expect(await element.evaluate((v: { duration: number }) => v.duration)).toBeGreaterThan(2);
      await element.evaluate(async (v: { muted: boolean; play(): Promise<void> }) => {
        v.muted = true;
        await v.play();
      });
      await expect.poll(() => element.evaluate((v: { currentTime: number }) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
      await expectAccessible(page, `video-dialog-dealer-${size}`);
      await shot(page, `76-video-dialog-dealer-${size}`);
      await closeDialog(page, player);
      expect(pages.errors).toEqual([]);
    });

    it(`the dealer uploads a file to the order, sees it listed and deletes it (${size})`, async () => {
      const page = await pages.newPage(viewport);
      await signIn(page, dealer.email, dealer.password, '/account/orders');
      const filesButton = page.getByRole('button', { name: `Files of ${orderName}` });
      if (size === 'phone') {
        // Phones find the action in the opened row.
        await page.getByRole('button', { name: `Show details of ${orderName}` }).click();
      }
      await visible(filesButton);
      await filesButton.first().click();
      const dialog = page.getByRole('dialog', { name: `Files · ${orderName}` });
      await visible(dialog.getByText('This order has no files yet.'));
      await expectAccessible(page, `order-files-empty-dealer-${size}`);

      await upload(page, dialog, [{ name: orderFile, mimeType: 'application/pdf', buffer: pdf('Site measurements') }]);
      const listed = dialog.getByRole('table', { name: 'Order files' });
      await visible(listed.getByRole('link', { name: orderFile, exact: true }));
      await visible(listed.getByRole('link', { name: `Download ${orderFile}` }));
      await expectAccessible(page, `order-files-dealer-${size}`);
      await shot(page, `77-order-files-dealer-${size}`);

      await dialog.getByRole('button', { name: `Delete ${orderFile}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete file' });
      await visible(confirm);
      await expectAccessible(page, `order-file-delete-dealer-${size}`);
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await hidden(confirm);
      await visible(dialog.getByText('This order has no files yet.'));
      await closeDialog(page, dialog);
      expect(pages.errors).toEqual([]);
    });
  }
});
