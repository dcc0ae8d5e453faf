import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { fakeApi } from '../../../test/fake-api';
import { makeOrder, makeScreenLine } from '../../../test/order-factory';
import { renderRoutes } from '../../../test/render-with-providers';
import { OrderDetails } from './order-details';

/** Issue 32: what the dealer reads of the promise and each line's production, and what the order desk changes. */
const approved = () =>
  makeOrder({
    status: 'APPROVED',
    promisedShipDate: '2027-02-10',
    screens: [{ ...makeScreenLine('Patio', makeScreenConfig()), productionStatus: 'In production', productionStatusAt: '2027-01-20T15:00:00.000Z' }],
  });

const render = (order = approved(), audience: 'admin' | 'dealer' = 'dealer') =>
  renderRoutes([{ path: '/', element: <OrderDetails order={order} audience={audience} /> }], '/');

describe('the promise and the production of an order (issue 32)', () => {
  it("shows the dealer the promised ship date and each line's status with its date, nothing to change", () => {
    fakeApi({});
    render();
    expect(screen.getByText('Wed, Feb 10, 2027').isConnected).toBe(true);
    expect(screen.getByTestId(`production-Patio`).textContent).toBe('In production · Jan 20, 2027');
    expect(screen.queryByRole('button', { name: /Change the promised ship date/ })).toBeNull();
    expect(screen.queryByLabelText('Production of Patio')).toBeNull();
  });

  it('shows an estimate before approval', () => {
    fakeApi({});
    render(
      makeOrder({
        status: 'SUBMITTED',
        estimatedShipDate: '2027-02-03',
        screens: [{ ...makeScreenLine('Patio', makeScreenConfig()), estimatedShipDate: '2027-02-03' }],
      }),
    );
    expect(screen.getByText('Wed, Feb 03, 2027').isConnected).toBe(true);
    expect(screen.getByText('Ships about Wed, Feb 03, 2027').isConnected).toBe(true);
  });

  it('lets the order desk move the promise with a reason: refused without one, then sent', async () => {
    const calls = fakeApi({ 'orders.changePromise': (input) => ({ ...approved(), ...(input as object) }) });
    const order = approved();
    render(order, 'admin');
    fireEvent.click(screen.getByRole('button', { name: `Change the promised ship date of ${order.portalNumber}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Promised ship date/), { target: { value: '2027-02-17' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save date' }));
    expect(within(dialog).getByText('A change of the promised ship date needs a reason (3 characters or more)').isConnected).toBe(true);
    expect(calls.filter((c) => c.path === 'orders.changePromise')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Fabric arrives late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save date' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'orders.changePromise')?.input).toEqual({
        id: order._id,
        promisedShipDate: '2027-02-17',
        reason: 'Fabric arrives late',
      }),
    );
  });

  /** The line's status field of the order desk (Mantine names its listbox after the field too: the field is the input). */
  const productionField = () => screen.getAllByLabelText('Production of Patio').find((el) => el.tagName === 'INPUT')!;

  it('lets the order desk move a line forward at once', async () => {
    const calls = fakeApi({ 'orders.setLineProduction': () => approved() });
    const order = approved();
    render(order, 'admin');
    fireEvent.click(productionField());
    fireEvent.click(await screen.findByRole('option', { name: 'Ready' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'orders.setLineProduction')?.input).toEqual({ id: order._id, lineId: 'Patio', productionStatus: 'Ready' }),
    );
  });

  it('asks why before it moves a line back, and sends the reason', async () => {
    const calls = fakeApi({ 'orders.setLineProduction': () => approved() });
    const order = approved();
    render(order, 'admin');
    fireEvent.click(productionField());
    fireEvent.click(await screen.findByRole('option', { name: 'Confirmed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Patio back to Confirmed' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move back' }));
    expect(within(dialog).getByText('Moving a line back needs a reason (3 characters or more)').isConnected).toBe(true);
    expect(calls.filter((c) => c.path === 'orders.setLineProduction')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Wrong fabric cut' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move back' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'orders.setLineProduction')?.input).toEqual({
        id: order._id,
        lineId: 'Patio',
        productionStatus: 'Confirmed',
        reason: 'Wrong fabric cut',
      }),
    );
  });
});
