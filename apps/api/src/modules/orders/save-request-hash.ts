import { createHash } from 'node:crypto';
import type { TSaveOrder } from '@portal/domain/orders/order-schemas';

/** JSON with every object's keys sorted: the same request hashes the same, whatever order a client wrote its keys in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  );
}

/**
 * What an Idempotency-Key is bound to: the save as the server parsed it (key left out), so the
 * same order sent over REST or tRPC, with fields the server ignores or not, is the same request.
 */
export function saveRequestHash(input: TSaveOrder): string {
  const { idempotencyKey: _key, ...request } = input;
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

/** What an Idempotency-Key of a copy is bound to: the order copied (a save with that key is another request). */
export function copyRequestHash(orderId: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ copyOf: orderId }))
    .digest('hex');
}
