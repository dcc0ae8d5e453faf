import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adjustmentWith, makeIssue, renderIssueCard } from './issue-card-test-kit';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

/** An image as adjustments.attachments lists it: the original's link and, when made, its 300 px preview's. */
const image = (name: string, preview: boolean) => ({
  _id: name,
  fileName: name,
  contentType: 'image/png',
  size: 48_000,
  addedBy: 'requester' as const,
  url: `https://files.example/${name}?original`,
  ...(preview ? { previewUrl: `https://files.example/.variants/small/${name}?preview` } : {}),
});

describe('issue images are shown by their bounded previews (issue 26, point 17)', () => {
  it.each(['requester', 'reviewer'] as const)('never points an <img> at an original (%s)', async (viewer) => {
    const attachments = [image('dent.png', true), image('older.png', false)];
    renderIssueCard({
      viewer,
      adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Warranty', description: 'Dented', attachments }), {
        status: viewer === 'reviewer' ? 'Awaiting_Reviewer' : 'Draft',
      }),
      handlers: { 'adjustments.attachments': () => ({ attachments }) },
    });
    // A busy machine renders the whole card slowly: wait for the image as long as a person would.
    const preview = (await screen.findByRole('img', { name: 'dent.png' }, { timeout: 20_000 })) as HTMLImageElement;
    expect(preview.src).toBe('https://files.example/.variants/small/dent.png?preview');
    // The original is a link to open it, never an image the page decodes.
    expect(within(screen.getByRole('link', { name: 'dent.png' })).getByRole('img')).toBe(preview);
    // An image stored before previews existed: a tile naming it, a link to the original, no <img>.
    const tile = screen.getByRole('img', { name: 'older.png' });
    expect(tile.tagName).not.toBe('IMG');
    expect(tile.closest('a')?.getAttribute('href')).toBe('https://files.example/older.png?original');
    for (const img of document.querySelectorAll('img')) expect(img.src).not.toContain('?original');
  });
});
