import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../test/render-with-providers';
import { NoPricesAlert } from './no-prices-alert';

describe('NoPricesAlert', () => {
  it('tells an account without an ERP customer why nothing is priced, and what to do', () => {
    renderWithMantine(<NoPricesAlert accountPriceGroup={null} pricedByOwner={false} isAdmin />);
    expect(screen.getByText('No prices for this account').isConnected).toBe(true);
    expect(screen.getByText(/Link it to a customer in Admin → Portal Users/).isConnected).toBe(true);
  });

  it('asks a dealer to contact the company', () => {
    renderWithMantine(<NoPricesAlert accountPriceGroup={null} pricedByOwner={false} isAdmin={false} />);
    expect(screen.getByText(/Please contact us to have it linked/).isConnected).toBe(true);
  });

  it('stays away when the account has a price group or the order is priced at its owner’s', () => {
    renderWithMantine(
      <>
        <NoPricesAlert accountPriceGroup="CAD" pricedByOwner={false} isAdmin={false} />
        <NoPricesAlert accountPriceGroup={null} pricedByOwner isAdmin />
      </>,
    );
    expect(screen.queryByText('No prices for this account')).toBeNull();
  });
});
