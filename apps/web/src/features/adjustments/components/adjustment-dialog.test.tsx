import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDialog } from './adjustment-test-kit';
import { makeAdjustment, makeIssue } from './issue-card-test-kit';
import { screenLineOf } from '../ordered-lines-test-kit';

afterEach(() => vi.unstubAllGlobals());

const screenLine = screenLineOf({
  screenId: 'screen-1',
  screenName: 'Patio east',
  config: { width: 120, widthFraction: 0.375, dropLeft: 96, dropLeftFraction: 0, dropRight: 96, dropRightFraction: 0 },
});

describe('AdjustmentDialog: header, tabs and loading (spec §2)', () => {
  it('shows the name, dates, the order link, the status in the viewer’s words and one tab per kind', async () => {
    const adjustment = makeAdjustment({ status: 'Awaiting_Reviewer', screens: [{ item: screenLine, issues: [makeIssue()] }] });
    renderDialog(adjustment, 'requester');
    const dialog = await screen.findByRole('dialog', { name: 'Order Adjustment' });
    expect((await within(dialog).findByText('Patio fix')).isConnected).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'P-000001 · Smith patio' }).getAttribute('href')).toBe('/store?order=order-1');
    expect(within(dialog).getByText(/^November 20, 2026, \d{1,2}:\d{2} (AM|PM)$/).isConnected).toBe(true);
    expect(within(dialog).getByText('Under review').isConnected).toBe(true);
    expect(within(dialog).getByRole('tab', { name: '1 Retractable Screen(s)' }).isConnected).toBe(true);
    expect(within(dialog).getByRole('tab', { name: '0 Louvered Roof(s)' }).isConnected).toBe(true);
    expect(within(dialog).getByRole('tab', { name: '0 Part(s)' }).isConnected).toBe(true);
    expect(within(dialog).getByText('Patio east').isConnected).toBe(true);
    expect(within(dialog).getByText('120 3/8″ W × 96″ H').isConnected).toBe(true);
  });

  it('labels the status for the reviewer', async () => {
    renderDialog(makeAdjustment({ status: 'Awaiting_Requester' }), 'reviewer');
    expect((await screen.findByText('Awaiting requester')).isConnected).toBe(true);
  });

  it('says so when a tab has nothing', async () => {
    renderDialog(makeAdjustment(), 'requester');
    const panels = await screen.findAllByText('No items to display.');
    expect(panels).toHaveLength(3);
  });

  it('shows a load failure in an error alert with the server’s message', async () => {
    renderDialog(() => {
      throw { code: 'NOT_FOUND', message: 'Adjustment not found' };
    }, 'requester');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Adjustment not found');
  });
});

describe('AdjustmentDialog: who is asking (issue 29)', () => {
  it('shows the reviewer the dealer and the portal user, and what a Draft waits for', async () => {
    renderDialog(makeAdjustment({ status: 'Draft', dealer: { customerName: 'Sunset Patios', userName: 'Rita Requester' } }), 'reviewer');
    const dialog = await screen.findByRole('dialog', { name: 'Order Adjustment' });
    expect((await within(dialog).findByText('Sunset Patios')).isConnected).toBe(true);
    expect(within(dialog).getByText('Rita Requester').isConnected).toBe(true);
    const waiting = within(dialog).getByText('Waiting for the dealer').closest('[role="alert"]') as HTMLElement;
    expect(waiting.textContent).toContain('This adjustment belongs to Rita Requester of Sunset Patios');
    expect(waiting.textContent).toContain('Administrators do not file requests');
  });

  it('does not show the requester their own name as the dealer', async () => {
    renderDialog(makeAdjustment({ status: 'Draft', dealer: { customerName: 'Sunset Patios', userName: 'Rita Requester' } }), 'requester');
    await screen.findByRole('dialog', { name: 'Order Adjustment' });
    await screen.findByText('Patio fix');
    expect(screen.queryByText('Rita Requester')).toBeNull();
    expect(screen.queryByText('Waiting for the dealer')).toBeNull();
  });
});

describe('AdjustmentDialog: closing', () => {
  it('closes at once when nothing is unsaved', async () => {
    const { closed } = renderDialog(makeAdjustment(), 'requester');
    const dialog = await screen.findByRole('dialog', { name: 'Order Adjustment' });
    fireEvent.click(
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.classList.contains('mantine-Modal-close')) as HTMLElement,
    );
    expect(closed).toEqual(['adj-1']);
  });
});
