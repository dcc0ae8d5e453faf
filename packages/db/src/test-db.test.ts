import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from './schema/users';
import { createTestDb } from './test-db';

const countUsers = async (db: Awaited<ReturnType<typeof createTestDb>>['db']) => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

// eslint-disable-next-line no-restricted-properties -- which database the run uses
const onPostgres = Boolean(process.env.DATABASE_URL);

// The API project's files share a worker and take their databases from one pool (PGlite only).
describe.skipIf(onPostgres)('test databases handed from file to file', () => {
  it('gives each taker a database of its own, however often the last one was released', async () => {
    const first = await createTestDb();
    await first.release();
    await first.release();
    const a = await createTestDb();
    const b = await createTestDb();
    await a.db.insert(users).values({ fname: 'A', lname: 'A', email: 'a@example.com', location: 'x', passwordHash: 'x' });
    expect(await countUsers(b.db)).toBe(0);
    expect(await countUsers(a.db)).toBe(1);
    await a.release();
    await b.release();
  });

  it('refuses queries through a released handle, so late work cannot write into or empty the next file’s database', async () => {
    const done = await createTestDb();
    await done.release();
    const next = await createTestDb();
    await next.db.insert(users).values({ fname: 'N', lname: 'N', email: 'n@example.com', location: 'x', passwordHash: 'x' });
    const late = done.db.insert(users).values({ fname: 'L', lname: 'L', email: 'late@example.com', location: 'x', passwordHash: 'x' });
    await expect(late).rejects.toMatchObject({ cause: { message: expect.stringMatching(/^This test database was released/) } });
    expect(await countUsers(next.db)).toBe(1);
    await next.release();
  });
});
