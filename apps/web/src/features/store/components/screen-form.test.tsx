import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { orderLimitMessages } from '@portal/domain/limits/order-limits';
import { renderWithMantine } from '../../../test/render-with-providers';
import { pricelessContext } from '../retail-test-kit';
import { retailPriceNote } from './retail-price-note';
import { ScreenForm } from './screen-form';

function renderForm(props: Partial<Parameters<typeof ScreenForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithMantine(<ScreenForm submitDisabled={false} ctx={sampleContext()} priceGroup="USD" onSubmit={onSubmit} onCancel={() => {}} {...props} />);
  return { onSubmit };
}

const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
/** Mantine's Select is a combobox (a read-only input); its options render in a listbox. */
const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLInputElement;
const motorChoices = () => {
  fireEvent.click(select('Motor Type'));
  const listbox = screen.getByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
  fireEvent.click(select('Motor Type'));
  return names;
};

describe('ScreenForm rules (spec §5 Screen form)', () => {
  it('starts at width 36, drops 72, 1 copy and shows a live price', () => {
    renderForm();
    expect(input('Width (in)').value).toBe('36');
    expect(input('Drop Left (in)').value).toBe('72');
    expect(input('Drop Right (in)').value).toBe('72');
    expect(input('Copies').value).toBe('1');
    expect(screen.getByTestId('live-price').textContent).toMatch(/^\$\d/);
  });

  it('shrinks the motor list as the width grows and clears a motor the size no longer allows', () => {
    renderForm();
    expect(motorChoices()).toEqual(['Standard - 21 RPM', 'Fast - 34 RPM', 'HD - 21 RPM', 'Super HD - 16 RPM']);
    fireEvent.change(input('Width (in)'), { target: { value: '240' } });
    expect(motorChoices()).toEqual(['HD - 21 RPM', 'Super HD - 16 RPM']);
    // The default Standard motor was cleared: the field is empty and asks for a motor.
    expect(select('Motor Type').value).toBe('');
    expect(screen.getByText('This field is required').isConnected).toBe(true);
  });

  it('forces and locks Housing 7 Curved at width 264', () => {
    renderForm();
    expect(select('Housing Size').disabled).toBe(false);
    fireEvent.change(input('Width (in)'), { target: { value: '264' } });
    expect(select('Housing Size').value).toBe('7');
    expect(select('Housing Size').disabled).toBe(true);
    expect(select('Housing Shape').value).toBe('Curved');
    expect(select('Housing Shape').disabled).toBe(true);
  });

  it('warns when the drops differ', () => {
    renderForm();
    expect(screen.queryByText(/Screen slopes down/)).toBeNull();
    fireEvent.change(input('Drop Left (in)'), { target: { value: '80' } });
    // The warning, and the drawing's arrow and words.
    expect(screen.getByRole('status').textContent).toBe('Screen slopes down right to left');
    expect(screen.getByRole('img', { name: 'New screen' }).textContent).toContain('Screen slopes down right to left');
    fireEvent.change(input('Drop Right (in)'), { target: { value: '90' } });
    expect(screen.getByRole('status').textContent).toBe('Screen slopes down left to right');
  });

  it('draws the screen as the dealer types, named after it, and keeps the last drawing while the values make no screen', async () => {
    renderForm();
    expect(screen.getByRole('img', { name: 'New screen' }).textContent).toContain('Width 36"');
    fireEvent.change(input('Screen Name'), { target: { value: 'Patio west' } });
    fireEvent.change(input('Width (in)'), { target: { value: '120' } });
    const drawing = await screen.findByRole('img', { name: 'Patio west' });
    expect(drawing.textContent).toContain('Width 120"');
    fireEvent.change(input('Width (in)'), { target: { value: '20' } });
    expect(screen.getByText('Minimum value is 36').isConnected).toBe(true);
    expect(screen.getByRole('img', { name: 'Patio west' }).textContent).toContain('Width 120"');
  });

  it('shows the validation message from ZScreenConfig and does not add an invalid screen', () => {
    const { onSubmit } = renderForm();
    fireEvent.change(input('Width (in)'), { target: { value: '20' } });
    expect(screen.getByText('Minimum value is 36').isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a 4-digit RAL code with a custom colour and blocks e E . +', () => {
    renderForm();
    fireEvent.click(select('Job Color'));
    fireEvent.click(screen.getByRole('option', { name: 'Custom *' }));
    const ral = input('RAL Color');
    const event = new KeyboardEvent('keydown', { key: 'e', bubbles: true, cancelable: true });
    ral.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    fireEvent.change(ral, { target: { value: '70a16' } });
    expect(ral.value).toBe('7016');
  });

  it('brings copies above the order limit down to it when the field is left, and adds that many', () => {
    const { onSubmit } = renderForm({ maxCopies: 12 });
    fireEvent.change(input('Copies'), { target: { value: '300' } });
    fireEvent.blur(input('Copies'));
    expect(input('Copies').value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ config: expect.objectContaining({ copies: 12 }) }));
  });

  it('refuses a new screen when the cart holds the most lines an order may, saying so, but still updates an edited one', () => {
    const message = orderLimitMessages.lines(3, 3);
    const { onSubmit } = renderForm({ addRefusal: message });
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText(message).isConnected).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    document.body.innerHTML = '';

    const editing = renderForm({ addRefusal: message, editing: { screenId: 'a', screenName: 'Patio', details: '', config: { ...sampleScreen() } } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Order' }));
    expect(screen.queryByText(message)).toBeNull();
    expect(editing.onSubmit).toHaveBeenCalled();
  });

  it("reads 'Update Order' while a line is edited", () => {
    renderForm({ editing: { screenId: 'a', screenName: 'Patio', details: '', config: { ...sampleScreen() } } });
    expect(screen.getByRole('button', { name: 'Update Order' }).isConnected).toBe(true);
  });

  it('re-clicking the chosen value of a required select keeps it (Material Color, Motor Type, Housing Size)', () => {
    renderForm();
    for (const label of ['Material Color', 'Motor Type', 'Housing Size']) {
      const chosen = select(label).value;
      expect(chosen, label).not.toBe('');
      fireEvent.click(select(label));
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: chosen, hidden: true }));
      expect(select(label).value, label).toBe(chosen);
    }
  });
});

describe("a salesperson's screen form (issue 32)", () => {
  it("shows no price computed in the browser, says 'Retail prices show in the cart', and adds a valid screen", async () => {
    const { onSubmit } = renderForm({ ctx: pricelessContext(), retail: true });
    expect((await screen.findByText(retailPriceNote)).isConnected).toBe(true);
    expect(screen.queryByTestId('live-price')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Price breakdown' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

function sampleScreen() {
  return {
    housingSize: '5.5',
    housingShape: 'Square',
    jobColor: 'Black',
    ralCode: null,
    trackLeft: 'Standard',
    trackRight: 'Standard',
    mountingAngle: 'No',
    materialType: 'Suntex 95',
    materialColor: 'Black',
    motorType: 'Standard - 21 RPM',
    motorSide: 'Right',
    bottomBarFinish: '2 inch gasket',
    replacementReason: null,
    width: 100,
    widthFraction: 0,
    dropLeft: 80,
    dropLeftFraction: 0,
    dropRight: 80,
    dropRightFraction: 0,
    copies: 1,
    meshOnly: false,
    meshOnlyReason: '',
  } as const;
}
