import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render-with-providers';
import type { PricingRuleRow } from '../pricing-admin-types';
import { TestEnv } from '../../../test/test-env';
import { PricingRuleCard } from './pricing-rule-card';

const rule: PricingRuleRow = {
  _id: '00000000-0000-4000-8000-000000000101',
  portalPricingName: 'Cable Track Addition',
  portalPricingMethod: '+',
  portalPricingValue: 25,
  portalPricingMethods: [
    { value: '+', name: 'Add' },
    { value: '-', name: 'Subtract' },
    { value: '*', name: 'Multiply' },
    { value: '/', name: 'Divide' },
  ],
};

function renderCard(onSave = vi.fn(async () => ({}))) {
  renderWithMantine(
    <TestEnv>
      <PricingRuleCard rule={rule} onSave={onSave} />
    </TestEnv>,
  );
  return onSave;
}

// Named after its visible label, Amount or Factor (WCAG 2.5.3 label in name).
const amount = () => screen.getByLabelText(/^Cable Track Addition (amount|factor)$/);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Cable Track Addition' }));

async function chooseMethod(label: string) {
  fireEvent.click(screen.getByRole('combobox', { name: 'Cable Track Addition method' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('PricingRuleCard (spec §2 Pricing page)', () => {
  it('refuses a negative amount and an empty one without saving', async () => {
    const onSave = renderCard();
    fireEvent.change(amount(), { target: { value: '-5' } });
    save();
    expect((await screen.findByText('The value must be 0 or more')).isConnected).toBe(true);
    fireEvent.change(amount(), { target: { value: '' } });
    save();
    expect((await screen.findByText('Enter a number')).isConnected).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("names the value field after its visible label: 'Amount' for + and −, 'Factor' for × and ÷", async () => {
    renderCard();
    expect(screen.getByRole('textbox', { name: 'Cable Track Addition amount' }).isConnected).toBe(true);
    await chooseMethod('×');
    expect(screen.getByRole('textbox', { name: 'Cable Track Addition factor' }).isConnected).toBe(true);
    expect(screen.getByText('Factor').isConnected).toBe(true);
  });

  it('refuses dividing by zero', async () => {
    const onSave = renderCard();
    await chooseMethod('÷');
    fireEvent.change(amount(), { target: { value: '0' } });
    save();
    expect((await screen.findByText('The value cannot be 0 when dividing')).isConnected).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps a required multiplier a multiplier', async () => {
    const onSave = vi.fn(async () => ({}));
    renderWithMantine(
      <TestEnv>
        <PricingRuleCard rule={{ ...rule, portalPricingName: 'Custom Color Multiplier', portalPricingMethod: '*', portalPricingValue: 1.15 }} onSave={onSave} />
      </TestEnv>,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Custom Color Multiplier method' }));
    fireEvent.click(await screen.findByRole('option', { name: '+' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Custom Color Multiplier' }));
    expect((await screen.findByText(/required for roof pricing/)).isConnected).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the id, the ASCII operator and the number', async () => {
    const onSave = renderCard();
    await chooseMethod('×');
    fireEvent.change(amount(), { target: { value: '1.15' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ _id: rule._id, portalPricingMethod: '*', portalPricingValue: 1.15 });
  });

  it("shows the server's field errors under the field", async () => {
    const refusal = new TRPCClientError('Amount refused', {
      result: {
        error: { message: 'Amount refused', code: -32600, data: { code: 'BAD_REQUEST', fieldErrors: { portalPricingValue: 'Too large for this rule' } } },
      },
    });
    renderCard(vi.fn(async () => Promise.reject(refusal)));
    save();
    expect((await screen.findByText('Too large for this rule')).isConnected).toBe(true);
  });
});
