import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PhotoItem } from '../api/rest-files';
import { renderWithMantine } from '../../test/render-with-providers';
import { TestEnv } from '../../test/test-env';
import { PhotoLightbox } from './photo-lightbox';

const photo = (name: string): PhotoItem => ({
  key: `Patios/${name}`,
  name,
  category: 'Patios',
  url: {
    original: `https://files.example/${name}`,
    small: `https://files.example/small/${name}`,
    medium: `https://files.example/medium/${name}`,
    large: `https://files.example/large/${name}`,
    download: `https://files.example/${name}?download=1`,
  },
});
const photos = [photo('deck.jpg'), photo('porch.jpg'), photo('pergola.png')];

function Harness() {
  const [index, setIndex] = useState<number | null>(0);
  return <PhotoLightbox photos={photos} index={index} onIndex={setIndex} onClose={() => setIndex(null)} />;
}

const shown = () => within(screen.getByRole('dialog')).getByRole('img').getAttribute('alt');
const position = () => screen.getByTestId('photo-position').textContent;

describe('the photo lightbox walks through the photos (issue 29)', () => {
  it('Next and Previous go round the photos, saying where the viewer is', () => {
    renderWithMantine(
      <TestEnv>
        <Harness />
      </TestEnv>,
    );
    expect([shown(), position()]).toEqual(['deck.jpg (600px)', '1 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect([shown(), position()]).toEqual(['porch.jpg (600px)', '2 of 3']);
    expect(screen.getByRole('dialog', { name: 'porch.jpg' }).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect([shown(), position()]).toEqual(['pergola.png (600px)', '3 of 3']);
  });

  it('the arrow keys step too, but not while the size control has them', () => {
    renderWithMantine(
      <TestEnv>
        <Harness />
      </TestEnv>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(shown()).toBe('porch.jpg (600px)');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(shown()).toBe('pergola.png (600px)');
    fireEvent.keyDown(within(dialog).getByRole('radio', { name: 'Small (300px)' }), { key: 'ArrowRight' });
    expect(shown()).toBe('pergola.png (600px)');
  });

  it('a sideways swipe on the photo steps; a short or mostly vertical move does not', () => {
    renderWithMantine(
      <TestEnv>
        <Harness />
      </TestEnv>,
    );
    const swipe = (from: [number, number], to: [number, number]) => {
      const image = within(screen.getByRole('dialog')).getByRole('img');
      // jsdom has no PointerEvent: a mouse event of the pointer's type carries the coordinates React reads.
      fireEvent(image, new MouseEvent('pointerdown', { bubbles: true, clientX: from[0], clientY: from[1] }));
      fireEvent(image, new MouseEvent('pointerup', { bubbles: true, clientX: to[0], clientY: to[1] }));
    };
    swipe([300, 200], [120, 210]);
    expect(shown()).toBe('porch.jpg (600px)');
    swipe([120, 200], [300, 190]);
    expect(shown()).toBe('deck.jpg (600px)');
    swipe([300, 200], [270, 200]);
    swipe([300, 100], [200, 400]);
    expect(shown()).toBe('deck.jpg (600px)');
  });
});
