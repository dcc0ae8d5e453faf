import type { OrderView } from '@portal/domain/orders/order-view';
import type { ReactNode } from 'react';

/**
 * A list row's extra actions, given by app/ (the adjustments' Adjust button): the orders feature
 * never imports another feature. From sm they sit in the actions column; a phone finds them in
 * the opened row, as the Files action.
 */
export type RowActions = (order: OrderView) => ReactNode;
