import type { OrderView } from '@portal/domain/orders/order-view';
import { CreateAdjustmentButton } from '../features/adjustments/components/create-adjustment-button';
import { AdminOrdersPage } from '../features/orders/pages/admin-orders-page';
import { DealerOrdersPage } from '../features/orders/pages/dealer-orders-page';
import { MakeQuoteButton } from '../features/quotes/components/make-quote-button';
import { ProcessOrderActions } from '../features/store/components/process-order-actions';

/**
 * The order lists with the adjustments' Adjust action on their rows (issue 19). Features never
 * import each other: the orders lists take extra row actions, and app/ gives them this one. The
 * button hides itself while the Order adjustments switch is off and on orders not approved or shipped.
 */
/** Dealers also make a customer quote from an order of their team (issue 31). */
const dealerActions = (order: OrderView) => (
  <>
    <CreateAdjustmentButton order={order} />
    <MakeQuoteButton order={order} />
  </>
);

export const DealerOrdersWithAdjustments = () => <DealerOrdersPage rowActions={dealerActions} />;
/** Administrators also approve and reject a submitted order from its row, with the store's own dialogs (issue 29). */
const adminActions = (order: OrderView) => (
  <>
    <ProcessOrderActions order={order} />
    <CreateAdjustmentButton order={order} />
  </>
);
export const AdminOrdersWithAdjustments = () => <AdminOrdersPage rowActions={adminActions} />;
