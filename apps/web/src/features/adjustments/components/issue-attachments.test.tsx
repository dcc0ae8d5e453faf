import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
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
    // The thumbnail opens the lightbox; the original is a link there, never an image the page decodes.
    expect(within(screen.getByRole('button', { name: 'Open dent.png' })).getByRole('img')).toBe(preview);
    // An image stored before previews existed: a tile naming it, no <img>.
    const tile = screen.getByRole('img', { name: 'older.png' });
    expect(tile.tagName).not.toBe('IMG');
    fireEvent.click(screen.getByRole('button', { name: 'Open older.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'older.png' });
    expect(within(dialog).getByRole('img', { name: 'older.png' }).tagName).not.toBe('IMG');
    expect(within(dialog).getByRole('link', { name: 'Open original' }).getAttribute('href')).toBe('https://files.example/older.png?original');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(((await screen.findByRole('dialog', { name: 'dent.png' })).querySelector('img') as HTMLImageElement).src).toContain('?preview');
    for (const img of document.querySelectorAll('img')) expect(img.src).not.toContain('?original');
  });
});

describe('an issue image opens in the lightbox', () => {
  const attachments = [image('dent.png', true), image('scratch.png', true), image('crack.png', true)];
  const render = () =>
    renderIssueCard({
      viewer: 'requester',
      adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Warranty', description: 'Dented', attachments }), { status: 'Draft' }),
      handlers: { 'adjustments.attachments': () => ({ attachments }) },
    });
  const shownIn = (dialog: HTMLElement) => within(dialog).getByRole('img').getAttribute('src');

  it('a thumbnail opens a dialog named for and showing that image; Next, the arrow keys and a swipe step through the issue’s images', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Open scratch.png' }, { timeout: 20_000 }));
    let dialog = await screen.findByRole('dialog', { name: 'scratch.png' });
    expect(shownIn(dialog)).toBe('https://files.example/.variants/small/scratch.png?preview');
    expect(within(dialog).getByRole('img', { name: 'scratch.png' }).isConnected).toBe(true);
    expect(within(dialog).getByText('2 of 3').isConnected).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Open original' }).getAttribute('href')).toBe('https://files.example/scratch.png?original');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'crack.png' });
    expect(shownIn(dialog)).toBe('https://files.example/.variants/small/crack.png?preview');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    dialog = await screen.findByRole('dialog', { name: 'dent.png' });
    const image = within(dialog).getByRole('img');
    fireEvent(image, new MouseEvent('pointerdown', { bubbles: true, clientX: 120, clientY: 200 }));
    fireEvent(image, new MouseEvent('pointerup', { bubbles: true, clientX: 300, clientY: 200 }));
    expect((await screen.findByRole('dialog', { name: 'crack.png' })).isConnected).toBe(true);
  });

  it('deleting an image still asks first after the lightbox was open', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Open dent.png' }, { timeout: 20_000 }));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'dent.png' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete dent.png' }));
    expect((await screen.findByRole('dialog', { name: 'Delete this image?' })).isConnected).toBe(true);
  });
});

describe('an issue image offers the library’s sizes in the lightbox', () => {
  /** An image with its 300, 600 and 900 px versions, as the server lists one uploaded since they are made. */
  const sized = (name: string) => ({
    ...image(name, true),
    versions: {
      small: `https://files.example/.variants/small/${name}?300`,
      medium: `https://files.example/.variants/medium/${name}?600`,
      large: `https://files.example/.variants/large/${name}?900`,
    },
  });
  const open = async (attachments: ReturnType<typeof image>[], name: string) => {
    renderIssueCard({
      viewer: 'reviewer',
      adjustment: adjustmentWith(makeIssue({ adjustmentType: 'Warranty', description: 'Dented', attachments }), { status: 'Awaiting_Reviewer' }),
      handlers: { 'adjustments.attachments': () => ({ attachments }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: `Open ${name}` }, { timeout: 20_000 }));
    return screen.findByRole('dialog', { name });
  };
  const shown = (dialog: HTMLElement) => {
    const img = within(dialog).getByRole('img') as HTMLImageElement;
    return [img.alt, img.getAttribute('src')];
  };

  it('opens at 600 px as a library photo does; Small and Large show the 300 and 900 px versions, the choice kept from image to image', async () => {
    let dialog = await open([sized('dent.png'), sized('crack.png')], 'dent.png');
    const sizes = within(dialog).getByRole('radiogroup', { name: 'Photo size' });
    expect(within(sizes).getByRole('radio', { name: 'Small (300px)' }).isConnected).toBe(true);
    expect(within(sizes).getByRole('radio', { name: 'Large (900px)' }).isConnected).toBe(true);
    expect(within(dialog).getByRole('radio', { name: 'Medium (600px)' })).toHaveProperty('checked', true);
    expect(shown(dialog)).toEqual(['dent.png (600px)', 'https://files.example/.variants/medium/dent.png?600']);
    fireEvent.click(within(dialog).getByText('Large (900px)'));
    expect(shown(dialog)).toEqual(['dent.png (900px)', 'https://files.example/.variants/large/dent.png?900']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'crack.png' });
    expect(shown(dialog)).toEqual(['crack.png (900px)', 'https://files.example/.variants/large/crack.png?900']);
    fireEvent.click(within(dialog).getByText('Small (300px)'));
    expect(shown(dialog)).toEqual(['crack.png (300px)', 'https://files.example/.variants/small/crack.png?300']);
    expect(within(dialog).getByRole('link', { name: 'Open original' }).getAttribute('href')).toBe('https://files.example/crack.png?original');
    for (const img of document.querySelectorAll('img')) expect(img.src).not.toContain('?original');
  });

  it('an image stored before the versions existed has no size control: its 300 px preview, or a tile', async () => {
    const dialog = await open([sized('dent.png'), image('older.png', true), image('oldest.png', false)], 'older.png');
    expect(within(dialog).queryByRole('radiogroup', { name: 'Photo size' })).toBeNull();
    expect(shown(dialog)).toEqual(['older.png', 'https://files.example/.variants/small/older.png?preview']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    const sizedDialog = await screen.findByRole('dialog', { name: 'dent.png' });
    expect(
      within(sizedDialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['small', 'medium', 'large']);
  });
});
