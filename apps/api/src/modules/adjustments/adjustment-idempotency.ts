import { createHash } from 'node:crypto';
import type { TCreateAdjustment } from '@portal/domain/adjustments/adjustment-schemas';
import { DomainError } from '@portal/domain/errors/domain-error';
import { orderMessages } from '@portal/domain/orders/order-schemas';
import type { DbOrTx } from '@portal/db/create-db';
import { claimIdempotencyKey, completeIdempotencyKey, findIdempotencyKey } from '@portal/db/queries/idempotency-keys';

/**
 * An adjustment's creation with an Idempotency-Key (issue 26), on the order saves' keys
 * (queries/idempotency-keys.ts): the key is claimed in the creation's transaction, so it exists
 * exactly when the adjustment does, and its record names the adjustment (the record's orderId
 * column holds what the keyed request wrote). Keys belong to the account and live 24 hours.
 */

/** What a creation's key is bound to: the order and the name, marked as a creation (no order save hashes the same). */
export function creationHash(orderId: string, input: TCreateAdjustment): string {
  return createHash('sha256')
    .update(JSON.stringify(['createAdjustment', orderId, input.description]))
    .digest('hex');
}

/** The adjustment a committed creation with this key made, if any; the key sent with another request is refused (409). */
export async function createdWithKey(db: DbOrTx, userId: string, key: string, hash: string): Promise<string | undefined> {
  const record = await findIdempotencyKey(db, userId, key);
  if (!record) return undefined;
  if (record.requestHash !== hash) throw new DomainError('CONFLICT', orderMessages.idempotencyKeyReused, undefined, 'IDEMPOTENCY_KEY_REUSED');
  return record.orderId;
}

/**
 * First in the creation's transaction: undefined when this request claimed the key (create), else
 * the adjustment the request that holds it made. A second request with the key waits here until
 * the first commits (its adjustment answers) or rolls back (this one claims it).
 */
export async function claimCreation(tx: DbOrTx, userId: string, key: string, hash: string, id: string): Promise<string | undefined> {
  if (await claimIdempotencyKey(tx, { userId, key, requestHash: hash, orderId: id })) {
    await completeIdempotencyKey(tx, userId, key, 201);
    return undefined;
  }
  const made = await createdWithKey(tx, userId, key, hash);
  if (!made) throw new DomainError('CONFLICT', 'A creation with this Idempotency-Key is in progress: retry it in a moment');
  return made;
}
