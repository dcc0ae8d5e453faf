import { formatMoney, type Cents } from '@portal/domain/money/money';
import type { OrderView } from '@portal/domain/orders/order-view';

/** Spec §9: dates in lists read 'MMM dd, yyyy' (Nov 05, 2026), in the viewer's time zone. */
const listDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

export function formatListDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : listDate.format(date);
}

const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Spec §9 long format 'MMMM d, yyyy, h:mm a': November 23, 2026, 11:42 PM (Intl alone says '… at …'). */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : `${longDay.format(date)}, ${clock.format(date)}`;
}

/** Money of an order, in the price group frozen on the order when it was created. */
export function orderMoney(order: Pick<OrderView, 'userDetails'>, cents: Cents): string {
  return formatMoney(cents, order.userDetails.bc_customer_priceGroup);
}

/** Spec §5: order names are displayed truncated to 50 characters. */
export function displayOrderName(name: string): string {
  return name.length > 50 ? `${name.slice(0, 49)}…` : name;
}

/** Where the store opens an order (spec §2: /store?order={id}). */
export const storeLinkFor = (id: string) => `/store?order=${encodeURIComponent(id)}`;
