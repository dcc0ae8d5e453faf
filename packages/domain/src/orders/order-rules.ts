import type { FieldErrors } from '../errors/domain-error';
import { orderMessages, type TSaveOrder } from './order-schemas';

export interface OrderAuthor {
  isAdmin: boolean;
  isCorporation: boolean;
}

type CartShape = { screens: unknown[]; roofs: unknown[]; parts: unknown[] };

export function isPartsOnly(cart: CartShape): boolean {
  return cart.screens.length === 0 && cart.roofs.length === 0;
}

/** The transfer option is shown to admins and corporation users whose cart has no screens and no roofs. */
export function canTransfer(author: OrderAuthor, cart: CartShape): boolean {
  return (author.isAdmin || author.isCorporation) && isPartsOnly(cart);
}

/**
 * The order dialog's rules that depend on who orders what (portal.md §5): the corporation order
 * number and the material transfer. Empty when the header is acceptable.
 */
export function orderHeaderProblems(input: Pick<TSaveOrder, 'orderNumber' | 'transfer'> & { cart: CartShape }, author: OrderAuthor): FieldErrors {
  const problems: FieldErrors = {};
  if (input.transfer && !canTransfer(author, input.cart)) {
    problems.transfer = 'Material transfer is only for parts orders of administrators and corporation users';
  }
  if (author.isCorporation && !isPartsOnly(input.cart) && !input.transfer && input.orderNumber === '') {
    problems.orderNumber = orderMessages.numberRequired;
  }
  return problems;
}

/** A material transfer is always named 'Material Transfer'. */
export function effectiveOrderName(input: Pick<TSaveOrder, 'orderName' | 'transfer'>): string {
  return input.transfer ? orderMessages.materialTransferName : input.orderName;
}

/** Digits only: the dialog strips anything else as it is typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}
