import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { DbHandle } from '../create-db';
import { createTestDb } from '../test-db';
import { sessions } from '../schema/sessions';
import { getSessionUser, insertUser } from './users';
import { deleteExpiredSessions, deleteSession, insertSession } from './sessions';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.migrate();
});
afterAll(() => handle.close());

const makeUser = async (email: string) => (await insertUser(handle.db, { fname: 'a', lname: 'b', location: 'c', email, passwordHash: 'x' }))!;
const later = () => new Date(Date.now() + 3_600_000);

describe('sessions', () => {
  it('let a token in only for an open session of its own user', async () => {
    const owner = await makeUser('owner@example.com');
    const other = await makeUser('other@example.com');
    const sid = randomUUID();
    await insertSession(handle.db, { id: sid, userId: owner.id, expiresAt: later() });
    expect((await getSessionUser(handle.db, owner.id, sid))?.user.email).toBe('owner@example.com');
    expect(await getSessionUser(handle.db, other.id, sid)).toBeUndefined();
    expect(await getSessionUser(handle.db, owner.id, randomUUID())).toBeUndefined();

    // Ending it is scoped to its user: another account cannot end it, and ending twice is harmless.
    await deleteSession(handle.db, { id: sid, userId: other.id });
    expect(await getSessionUser(handle.db, owner.id, sid)).toBeDefined();
    await deleteSession(handle.db, { id: sid, userId: owner.id });
    await deleteSession(handle.db, { id: sid, userId: owner.id });
    expect(await getSessionUser(handle.db, owner.id, sid)).toBeUndefined();
  });

  it('prune expired rows a bounded batch at a time, never an open one', async () => {
    const user = await makeUser('pruned@example.com');
    const past = new Date(Date.now() - 1000);
    await handle.db.insert(sessions).values(Array.from({ length: 7 }, () => ({ id: randomUUID(), userId: user.id, expiresAt: past })));
    const open = randomUUID();
    await insertSession(handle.db, { id: open, userId: user.id, expiresAt: later() });
    const rows = async () => (await handle.db.select({ n: count() }).from(sessions))[0]!.n;
    const before = await rows();

    expect(await deleteExpiredSessions(handle.db, new Date(), 5)).toBe(5);
    expect(await rows()).toBe(before - 5);
    expect(await deleteExpiredSessions(handle.db, new Date(), 5)).toBe(2);
    expect(await deleteExpiredSessions(handle.db, new Date(), 5)).toBe(0);
    expect(await getSessionUser(handle.db, user.id, open)).toBeDefined();
  });
});
