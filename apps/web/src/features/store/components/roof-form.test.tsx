import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { renderWithMantine } from '../../../test/render-with-providers';
import { pricelessContext } from '../retail-test-kit';
import { retailPriceNote } from './retail-price-note';
import { RoofForm } from './roof-form';

const input = (label: string, index = 0) => screen.getAllByRole('textbox', { name: label })[index] as HTMLInputElement;

describe('the roof form draws the roof as the dealer types (issue 31)', () => {
  it('redraws the plan from the values, named after the roof, and keeps the last plan while a value is out of range', async () => {
    renderWithMantine(<RoofForm submitDisabled={false} ctx={sampleContext()} priceGroup="USD" onSubmit={() => {}} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add frame' }));
    expect(screen.getByRole('img', { name: 'New roof' }).textContent).toContain(`F1 Frame 2x8 10' 0"`);

    fireEvent.change(input('Roof Name'), { target: { value: 'Back patio' } });
    fireEvent.change(input('Feet'), { target: { value: '12' } });
    fireEvent.change(input('Inches'), { target: { value: '6' } });
    const plan = await screen.findByRole('img', { name: 'Back patio' });
    expect(plan.textContent).toContain(`F1 Frame 2x8 12' 6"`);
    expect(plan.textContent).toContain(`Width 12' 6" (from frames)`);

    fireEvent.change(input('Feet'), { target: { value: '22' } });
    expect((await screen.findByText('Maximum value is 20')).isConnected).toBe(true);
    expect(screen.getByRole('img', { name: 'Back patio' }).textContent).toContain(`F1 Frame 2x8 12' 6"`);
  });
});

describe("a salesperson's roof form (issue 32)", () => {
  it("shows no price computed in the browser, says 'Retail prices show in the cart', and adds a roof that validates", async () => {
    const onSubmit = vi.fn();
    renderWithMantine(<RoofForm submitDisabled={false} ctx={pricelessContext()} priceGroup="USD" retail onSubmit={onSubmit} onCancel={() => {}} />);
    expect((await screen.findByText(retailPriceNote)).isConnected).toBe(true);
    expect(screen.queryByTestId('live-price')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Price breakdown' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add frame' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ frames: [{ frameType: '2x8', frameFeet: 10, frameInches: 0 }] }));
  });
});
