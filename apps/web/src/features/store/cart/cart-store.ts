import { useSyncExternalStore } from 'react';
import { cartKey, orderKey } from '../../../shared/session/stored-cart';
import { emptyCart, newOrderInfo, type CartInfo, type OrderInfo } from './cart-types';

/** Spec §3: the cart and the order it belongs to live in browser storage, so a reload keeps them. */ const listeners = new Set<() => void>();

export interface CartSnapshot {
  cart: CartInfo;
  order: OrderInfo;
}

let cachedRaw: string | null = null;
let cached: CartSnapshot = { cart: emptyCart, order: newOrderInfo };

function parse<T extends object>(raw: string | null, fallback: T): T {
  if (!raw) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? { ...fallback, ...(value as Partial<T>) } : fallback;
  } catch {
    return fallback;
  }
}

export function readCart(): CartSnapshot {
  const cartRaw = localStorage.getItem(cartKey);
  const orderRaw = localStorage.getItem(orderKey);
  const raw = `${cartRaw ?? ''}\u0000${orderRaw ?? ''}`;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = { cart: parse(cartRaw, emptyCart), order: parse(orderRaw, newOrderInfo) };
  }
  return cached;
}

function emit() {
  for (const listener of listeners) listener();
}

/** The cart as loaded from the server (nothing unsaved). */
export function loadCart(next: CartSnapshot): void {
  localStorage.setItem(cartKey, JSON.stringify(next.cart));
  localStorage.setItem(orderKey, JSON.stringify(next.order));
  emit();
}

/** A change the dealer made: the cart now holds something the server does not. */
export function updateCart(change: (cart: CartInfo) => CartInfo): void {
  const { cart, order } = readCart();
  localStorage.setItem(cartKey, JSON.stringify(change(cart)));
  if (!order.dirty) localStorage.setItem(orderKey, JSON.stringify({ ...order, dirty: true }));
  emit();
}

/** Whether leaving the cart would discard lines never saved (a new cart's lines, or unsaved changes). */
export function hasUnsavedLines({ cart, order }: CartSnapshot): boolean {
  const lines = cart.screens.length + cart.roofs.length + cart.parts.length;
  return order._id === null ? lines > 0 : order.dirty;
}

/** Empties the cart and forgets the stored order: the next save creates a new order. */
export function clearCart(): void {
  localStorage.removeItem(cartKey);
  localStorage.removeItem(orderKey);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === cartKey || event.key === orderKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCart(): CartSnapshot {
  return useSyncExternalStore(subscribe, readCart, () => ({ cart: emptyCart, order: newOrderInfo }));
}

/** Line ids are client-side keys; the server assigns its own when it stores the order. */
export function newLineId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `line-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
