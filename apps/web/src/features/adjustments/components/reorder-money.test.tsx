import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputsOf } from '../adjustments-test-kit';
import { renderDialog } from './adjustment-test-kit';
import { adjustmentWith, makeAdjustment, makeIssue, orderedRoof, renderIssueCard, withIssue } from './issue-card-test-kit';
import { orderedContextOf } from './issue-draft';
import { partLineOf } from '../ordered-lines-test-kit';

afterEach(() => vi.unstubAllGlobals());

/** Issue 26, point 7: money in the order's currency; point 5: a roof claim counts members. */
const reorderPart = (id: string, resolutionStatus: 'Awaiting_Reviewer' | 'Approved' | 'Rejected', cents: number) => ({
  item: partLineOf({ partId: id, number: `P-${id}`, displayName: 'Gasket' }),
  issues: [
    makeIssue({
      _id: `issue-${id}`,
      itemType: 'Part',
      itemId: id,
      issueType: 'Part',
      adjustmentType: 'Reorder',
      resolutionStatus,
      modifications: { Quantity: 1, Price: cents / 100, PriceCents: cents },
    }),
  ],
});

describe('reorder money (issue 26, point 7)', () => {
  it("the summary totals in the order's currency (CA$ for a CAD dealer) and leaves out rejected requests", async () => {
    const adjustment: TAdjustment = makeAdjustment({
      status: 'Awaiting_Reviewer',
      currency: 'CAD',
      parts: [reorderPart('a', 'Approved', 12345), reorderPart('b', 'Rejected', 50000), reorderPart('c', 'Awaiting_Reviewer', 655)],
    });
    renderDialog(adjustment, 'reviewer');
    const summary = await screen.findByRole('region', { name: 'Adjustment summary' });
    expect(within(summary).getByText('Reorder total: CA$130.00').isConnected).toBe(true);
  });

  it("the card shows the price in the order's currency, and a reviewer's price as set by the reviewer", async () => {
    const issue = makeIssue({
      issueType: 'Badge',
      adjustmentType: 'Reorder',
      resolutionStatus: 'Approved',
      modifications: { Quantity: 1, Price: 42.5, PriceCents: 4250, PriceSetBy: 'Ada Admin', PriceSetAt: '2026-12-06T10:00:00.000Z' },
    });
    renderIssueCard({ adjustment: adjustmentWith(issue, { status: 'Awaiting_Reviewer', currency: 'CAD' }), viewer: 'reviewer' });
    expect((await screen.findByLabelText('Reorder price')).textContent).toBe('Price: CA$42.50 (set by the reviewer, Ada Admin)');
  });
});

describe("the reviewer's price (issue 26, point 3)", () => {
  it('a kit-only component without a catalogue price: the reviewer enters it in the card and saves it with the request', async () => {
    const badge = makeIssue({ issueType: 'Badge', adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Reviewer', modifications: { Quantity: 1 } });
    const { calls, server } = renderIssueCard({
      adjustment: adjustmentWith(badge, { status: 'Awaiting_Reviewer', currency: 'CAD' }),
      viewer: 'reviewer',
      handlers: {
        'adjustments.updateIssue': () => {
          server.adjustment = withIssue(server.adjustment, {
            modifications: { Quantity: 1, Price: 42.5, PriceCents: 4250, PriceSetBy: 'Ada Admin', PriceSetAt: '2026-12-06T10:00:00.000Z' },
          });
          return server.adjustment.screens[0]!.issues[0];
        },
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Price (CAD)' }), { target: { value: '42.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Modifications' }));
    expect((await screen.findByLabelText('Reorder price')).textContent).toBe('Price: CA$42.50 (set by the reviewer, Ada Admin)');
    await waitFor(() =>
      expect(inputsOf(calls, 'adjustments.updateIssue').at(-1)).toMatchObject({
        id: 'issue-1',
        patch: { adjustmentType: 'Reorder', modifications: { Price: 42.5 } },
      }),
    );
  });

  it('a dealer is offered no price field', async () => {
    renderIssueCard({ adjustment: adjustmentWith(makeIssue({ issueType: 'Badge', adjustmentType: 'Reorder', modifications: { Quantity: 1 } })) });
    await screen.findByText('Badge');
    expect(screen.queryByRole('textbox', { name: /Price/ })).toBeNull();
  });
});

describe('roof claims count members (issue 26, point 5)', () => {
  it('the form bounds a blades warranty by the blades the roof holds, not its copies', () => {
    const roof = { ...orderedRoof, config: { ...orderedRoof.config, blades: [{ bladeType: 'B-Blade', bladeFeet: 10, bladeInches: 0, bladeQty: 24 }] } };
    const blades = makeIssue({ itemType: 'Roof', itemId: roof.roofId, issueType: 'Blades' });
    expect(orderedContextOf(blades, roof).orderedQuantity).toBe(24);
  });
});
