import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { makeOrder, makeScreenLine as line } from '../../../test/order-factory';
import { renderWithMantine } from '../../../test/render-with-providers';
import { ScreenLines } from './order-lines';

describe('the screen lines of an order (issue 29)', () => {
  it('show the job colour and its RAL code, and on a phone the details and quantity × unit price under the item', () => {
    const order = makeOrder({
      screens: [
        line('West', makeScreenConfig({ jobColor: 'Custom', ralCode: '7016', copies: 2 })),
        line('East', makeScreenConfig({ jobColor: 'Black', copies: 2 })),
      ],
      totalsCents: { screensTotal: 170200, roofsTotal: 0, partsTotal: 0, totalPrice: 170200 },
    });
    renderWithMantine(<ScreenLines order={order} />);
    const table = screen.getByRole('table', { name: 'Retractable Screens' });
    const [west, east] = within(table).getAllByRole('row').slice(1);
    const [details] = within(west!).getAllByRole('cell').slice(1);
    expect(details?.textContent).toContain('Job Color Custom RAL 7016');
    expect(within(east!).getAllByRole('cell')[1]?.textContent).toContain('Job Color Black');
    // The item cell carries what a phone shows in place of the details, quantity and unit price columns.
    expect(within(west!).getAllByRole('cell')[0]?.textContent).toMatch(/^West.*Job Color Custom RAL 7016 · 2 × \$425\.50$/);
  });
});
