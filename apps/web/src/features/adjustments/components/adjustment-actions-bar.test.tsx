import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestHint } from './adjustment-dialog';
import { inputsOf } from '../adjustments-test-kit';
import { renderDialog } from './adjustment-test-kit';
import { makeAdjustment, makeIssue } from './issue-card-test-kit';
import { partLineOf } from '../ordered-lines-test-kit';

afterEach(() => vi.unstubAllGlobals());

const part = (id: string, issue: Partial<ReturnType<typeof makeIssue>>) => ({
  item: partLineOf({ partId: id, number: `P-${id}`, displayName: 'Gasket' }),
  issues: [makeIssue({ _id: `issue-${id}`, itemType: 'Part', itemId: id, issueType: 'Part', ...issue })],
});

function withParts(status: TAdjustment['status'], issues: Partial<ReturnType<typeof makeIssue>>[], overrides: Partial<TAdjustment> = {}) {
  return makeAdjustment({ status, parts: issues.map((issue, index) => part(`p${index}`, issue)), ...overrides });
}

const buttonNames = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Order Adjustment' });
  await within(dialog).findByText('Patio fix');
  return within(dialog)
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((name) => /adjustment|review|updates|^Ship$/.test(name));
};

describe('AdjustmentDialog: what each side is offered (spec §2, §4)', () => {
  it('a requester with no request yet: the hint, Submit for review unavailable, Cancel adjustment, no summary, no notes', async () => {
    renderDialog(withParts('Draft', [{}]), 'requester');
    expect((await screen.findByText(requestHint)).isConnected).toBe(true);
    expect(await buttonNames()).toEqual(['Submit for review', 'Cancel adjustment']);
    expect(screen.getByRole('button', { name: 'Submit for review' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('Adjustment summary')).toBeNull();
    expect(screen.queryByLabelText(/Reviewer notes/)).toBeNull();
  });

  it(
    'a requester with requests: the summary by kind and type with the reorder total, ' +
      'and Submit for review sends its status and reads the adjustment again',
    async () => {
      const adjustment = withParts('Draft', [
        { adjustmentType: 'Reorder', modifications: { Quantity: 2, Price: 123.45, PriceCents: 12345 } },
        { adjustmentType: 'Reorder', modifications: { Quantity: 1, Price: 6.55, PriceCents: 655 } },
        { adjustmentType: 'Warranty', resolutionStatus: 'Draft' },
      ]);
      const { calls } = renderDialog(adjustment, 'requester', { 'adjustments.update': () => ({ ...adjustment, status: 'Awaiting_Reviewer' }) });
      const summary = await screen.findByRole('region', { name: 'Adjustment summary' });
      expect(within(summary).getByRole('row', { name: 'Parts 1 2' }).isConnected).toBe(true);
      expect(within(summary).getByText('Reorder total: $130.00').isConnected).toBe(true);
      expect(screen.queryByText(requestHint)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
      await waitFor(() => expect(inputsOf(calls, 'adjustments.get')).toHaveLength(2));
      expect(inputsOf(calls, 'adjustments.update')).toEqual([{ id: 'adj-1', patch: { status: 'Awaiting_Reviewer' } }]);
    },
  );

  it('a requester under review is offered nothing', async () => {
    renderDialog(withParts('Awaiting_Reviewer', [{ adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Reviewer' }]), 'requester');
    expect(await buttonNames()).toEqual([]);
  });

  it('Cancel adjustment asks first, then sends {status: Cancelled}', async () => {
    const { calls } = renderDialog(withParts('Awaiting_Requester', [{ adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Requester' }]), 'requester', {
      'adjustments.update': () => ({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel adjustment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel adjustment?' });
    expect(inputsOf(calls, 'adjustments.update')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel adjustment' }));
    await waitFor(() => expect(inputsOf(calls, 'adjustments.update')).toEqual([{ id: 'adj-1', patch: { status: 'Cancelled' } }]));
  });

  it('a reviewer with a request awaiting the requester: Request updates only, and the notes form', async () => {
    const { calls } = renderDialog(
      withParts(
        'Awaiting_Reviewer',
        [
          { adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Requester' },
          { adjustmentType: 'Warranty', resolutionStatus: 'Approved' },
        ],
        { reviewerNotes: 'Call the dealer' },
      ),
      'reviewer',
      { 'adjustments.update': () => ({}) },
    );
    expect(await buttonNames()).toEqual(['Request updates']);
    expect((screen.getByLabelText(/Reviewer notes/) as HTMLTextAreaElement).value).toBe('Call the dealer');
    expect(screen.queryByText(requestHint)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request updates' }));
    await waitFor(() => expect(inputsOf(calls, 'adjustments.update')).toEqual([{ id: 'adj-1', patch: { status: 'Awaiting_Requester' } }]));
  });

  it('a reviewer with every request decided and one approved: Approve offered, Reject unavailable; a 409 shows the rule in a closable alert', async () => {
    renderDialog(
      withParts('Awaiting_Reviewer', [
        { adjustmentType: 'Reorder', resolutionStatus: 'Approved' },
        { adjustmentType: 'Warranty', resolutionStatus: 'Rejected' },
      ]),
      'reviewer',
      {
        'adjustments.update': () => {
          throw { code: 'CONFLICT', message: 'Approve adjustment needs every warranty and reorder request approved or rejected' };
        },
      },
    );
    expect(await buttonNames()).toEqual(['Approve adjustment', 'Reject adjustment']);
    expect(screen.getByRole('button', { name: 'Reject adjustment' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Approve adjustment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Approve adjustment needs every warranty and reorder request approved or rejected');
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('Reject asks first, then sends {status: Rejected}', async () => {
    const { calls } = renderDialog(withParts('Awaiting_Reviewer', [{ adjustmentType: 'Reorder', resolutionStatus: 'Rejected' }]), 'reviewer', {
      'adjustments.update': () => ({}),
    });
    expect(await buttonNames()).toEqual(['Approve adjustment', 'Reject adjustment']);
    expect(screen.getByRole('button', { name: 'Approve adjustment' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Reject adjustment' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reject adjustment?' })).getByRole('button', { name: 'Reject adjustment' }));
    await waitFor(() => expect(inputsOf(calls, 'adjustments.update')).toEqual([{ id: 'adj-1', patch: { status: 'Rejected' } }]));
  });

  it('a reviewer on a rejected adjustment: Reopen adjustment sends {status: Awaiting_Reviewer}', async () => {
    const { calls } = renderDialog(withParts('Rejected', [{ adjustmentType: 'Reorder', resolutionStatus: 'Rejected' }]), 'reviewer', {
      'adjustments.update': () => ({}),
    });
    expect(await buttonNames()).toEqual(['Reopen adjustment']);
    fireEvent.click(screen.getByRole('button', { name: 'Reopen adjustment' }));
    await waitFor(() => expect(inputsOf(calls, 'adjustments.update')).toEqual([{ id: 'adj-1', patch: { status: 'Awaiting_Reviewer' } }]));
  });

  it('a reviewer on an approved adjustment ships it with an agent and a tracking number', async () => {
    const { calls } = renderDialog(withParts('Approved', [{ adjustmentType: 'Reorder', resolutionStatus: 'Approved' }]), 'reviewer', {
      'adjustments.update': () => ({}),
    });
    expect(await buttonNames()).toEqual(['Reopen adjustment', 'Ship']);
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    const form = screen.getByRole('form', { name: 'Ship adjustment' });
    fireEvent.click(within(form).getByRole('button', { name: 'Ship adjustment' }));
    expect((await within(form).findByText('Shipping agent is required')).isConnected).toBe(true);
    expect(within(form).getByText('Tracking number is required').isConnected).toBe(true);
    fireEvent.click(within(form).getByRole('combobox', { name: 'Shipping agent' }));
    fireEvent.click(await screen.findByRole('option', { name: 'FedEx' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Tracking number' }), { target: { value: ' 7712 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ship adjustment' }));
    await waitFor(() =>
      expect(inputsOf(calls, 'adjustments.update')).toEqual([{ id: 'adj-1', patch: { status: 'Shipped', shippingAgent: 'FedEx', trackingNumber: '7712' } }]),
    );
  });

  it('a reviewer sees nothing to do on a cancelled adjustment, and the requester’s label is Canceled', async () => {
    renderDialog(withParts('Cancelled', [{}]), 'requester');
    expect(await buttonNames()).toEqual([]);
    expect(screen.getByText('Canceled').isConnected).toBe(true);
  });
});
