import { useSyncExternalStore } from 'react';
import { emptyCart, newOrderInfo, type CartInfo, type OrderInfo } from './cart-types';

/** Spec §3: the cart and the order it belongs to live in browser storage, so a reload keeps them. */
const cartKey = 'cartInfo';
const orderKey = 'orderInfo';
const listeners = new Set<() => void>();

interface Snapshot {
  cart: CartInfo;
  order: OrderInfo;
}

let cachedRaw: string | null = null;
let cached: Snapshot = { cart: emptyCart, order: newOrderInfo };

function parse<T extends object>(raw: string | null, fallback: T): T {
  if (!raw) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? { ...fallback, ...(value as Partial<T>) } : fallback;
  } catch {
    return fallback;
  }
}

export function readCart(): Snapshot {
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

export function writeCart(cart: CartInfo): void {
  localStorage.setItem(cartKey, JSON.stringify(cart));
  emit();
}

export function writeOrderInfo(order: OrderInfo): void {
  localStorage.setItem(orderKey, JSON.stringify(order));
  emit();
}

export function updateCart(change: (cart: CartInfo) => CartInfo): void {
  writeCart(change(readCart().cart));
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

export function useCart(): Snapshot {
  return useSyncExternalStore(subscribe, readCart, () => ({ cart: emptyCart, order: newOrderInfo }));
}

/** Line ids are client-side keys; the server assigns its own when it stores the order. */
export function newLineId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `line-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
