import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { createTestDb } from '../test-db';
import { insertUser } from './users';
import { consumePasswordReset, insertPasswordReset } from './password-resets';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.migrate();
});
afterAll(() => handle.close());

describe('password reset tokens', () => {
  it('can be consumed once, even by two concurrent attempts', async () => {
    const user = await insertUser(handle.db, { fname: 'a', lname: 'b', location: 'c', email: 'r@example.com', passwordHash: 'x' });
    await insertPasswordReset(handle.db, { userId: user!.id, tokenHash: 'h1', expiresAt: new Date(Date.now() + 60_000) });
    const results = await Promise.all([consumePasswordReset(handle.db, 'h1', new Date()), consumePasswordReset(handle.db, 'h1', new Date())]);
    expect(results.filter(Boolean)).toEqual([user!.id]);
  });

  it('refuses an expired token', async () => {
    const user = await insertUser(handle.db, { fname: 'a', lname: 'b', location: 'c', email: 'e@example.com', passwordHash: 'x' });
    await insertPasswordReset(handle.db, { userId: user!.id, tokenHash: 'h2', expiresAt: new Date(Date.now() - 1) });
    expect(await consumePasswordReset(handle.db, 'h2', new Date())).toBeUndefined();
  });
});
