import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZRoofConfig } from '@portal/domain/configuration/roof/roof-config';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { makeOrder, makeRoofLine, makeScreenLine as line } from '../../../test/order-factory';
import { renderWithMantine } from '../../../test/render-with-providers';
import { LineDrawings } from './line-drawings';

describe("an order's line drawings (issue 31)", () => {
  it('shows each screen as an image named after it, its dimensions in words and as labels; a name holding markup stays text', () => {
    const order = makeOrder({
      screens: [
        line(
          'Patio <b>west</b>',
          makeScreenConfig({ width: 120, widthFraction: 0.375, dropLeft: 96, dropLeftFraction: 0.25, dropRight: 90, dropRightFraction: 0 }),
        ),
        line('East', makeScreenConfig({ width: 60, widthFraction: 0, dropLeft: 80, dropLeftFraction: 0, dropRight: 80, dropRightFraction: 0 })),
      ],
    });
    renderWithMantine(<LineDrawings order={order} />);
    const west = screen.getByRole('img', { name: 'Screen 1: Patio <b>west</b>' });
    expect(west.textContent).toContain('Width 120 3/8"');
    expect(west.textContent).toContain('Left drop 96 1/4"');
    expect(west.textContent).toContain('Screen slopes down right to left');
    expect(west.querySelector('b')).toBeNull();
    expect(screen.getByRole('img', { name: 'Screen 2: East' }).textContent).not.toContain('slopes');
  });

  it("shows each roof as its plan after the screens, and opens a drawing at its natural size for a phone's reader", async () => {
    const order = makeOrder({
      screens: [line('East', makeScreenConfig())],
      roofs: [makeRoofLine('Back patio', ZRoofConfig.parse(workedRoofA))],
    });
    renderWithMantine(<LineDrawings order={order} />);
    expect(screen.getAllByRole('img').map((img) => img.querySelector('title')?.textContent)).toEqual(['Screen 1: East', 'Roof 1: Back patio']);
    const roof = screen.getByRole('img', { name: 'Roof 1: Back patio' });
    expect(roof.textContent).toContain(`F1 Frame 2x8 20' 0"`);
    expect(roof.textContent).toContain(`B1 Blades 24 × B-Blade 12' 0"`);
    expect(roof.getAttribute('width')).toBe('100%');

    fireEvent.click(screen.getByRole('button', { name: 'Open Roof 1: Back patio full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roof 1: Back patio' });
    expect(within(dialog).getByRole('img', { name: 'Roof 1: Back patio' }).getAttribute('width')).toBe('720');
  });

  it('draws nothing for an order without screens or roofs', () => {
    const { container } = renderWithMantine(<LineDrawings order={makeOrder({ screens: [], roofs: [] })} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
