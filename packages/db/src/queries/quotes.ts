import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { quoteSettings, quotes } from '../schema/quotes';
import { containing } from './like-pattern';

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;
export type QuoteSettingsRow = typeof quoteSettings.$inferSelect;

export async function getQuoteSettings(db: DbOrTx, customerId: string): Promise<QuoteSettingsRow | undefined> {
  const [row] = await db.select().from(quoteSettings).where(eq(quoteSettings.customerId, customerId)).limit(1);
  return row;
}

/** The team's markups and company block, written whole (the logo stays). */
export async function saveQuoteSettings(db: DbOrTx, row: Omit<typeof quoteSettings.$inferInsert, 'logo' | 'updatedAt'>): Promise<QuoteSettingsRow> {
  const [saved] = await db
    .insert(quoteSettings)
    .values(row)
    .onConflictDoUpdate({
      target: quoteSettings.customerId,
      set: { markups: row.markups, company: row.company, allowBelowCost: row.allowBelowCost ?? false, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

/** The team's logo (null removes it); settings not saved yet are created with `defaults`. */
export async function saveQuoteLogo(
  db: DbOrTx,
  customerId: string,
  logo: Buffer | null,
  defaults: Pick<QuoteSettingsRow, 'markups' | 'company'>,
): Promise<void> {
  await db
    .insert(quoteSettings)
    .values({ customerId, ...defaults, logo })
    .onConflictDoUpdate({ target: quoteSettings.customerId, set: { logo, updatedAt: sql`now()` } });
}

export async function insertQuote(db: DbOrTx, row: NewQuoteRow): Promise<QuoteRow> {
  const [inserted] = await db.insert(quotes).values(row).returning();
  return inserted!;
}

export async function getQuote(db: DbOrTx, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  return row;
}

export async function updateQuote(db: DbOrTx, id: string, values: Partial<Pick<QuoteRow, 'status' | 'notes'>>): Promise<QuoteRow | undefined> {
  const [row] = await db
    .update(quotes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(quotes.id, id))
    .returning();
  return row;
}

export async function deleteQuote(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(quotes).where(eq(quotes.id, id)).returning({ id: quotes.id });
  return rows.length > 0;
}

/** 'Q-000042', 'q42' or '42': the number a search names; anything else names none. */
function quoteNumberOf(search: string): string | null {
  return /^(?:q-?)?0*(\d+)$/i.exec(search)?.[1] ?? null;
}

/** One page of a team's quotes, newest first (id breaks ties), searched by number, customer or order name. */
export async function listQuotes(
  db: DbOrTx,
  p: { customerId: string; q?: string | undefined; offset: number; limit: number },
): Promise<{ rows: QuoteRow[]; total: number }> {
  const pattern = p.q ? containing(p.q) : null;
  const number = p.q ? quoteNumberOf(p.q) : null;
  const search: SQL | undefined = pattern
    ? or(ilike(quotes.customerName, pattern), ilike(sql`${quotes.order}->>'orderName'`, pattern), number ? eq(quotes.number, Number(number)) : undefined)
    : undefined;
  const where = and(eq(quotes.customerId, p.customerId), search);
  const rows = await db.select().from(quotes).where(where).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(p.limit).offset(p.offset);
  const [counted] = await db.select({ n: count() }).from(quotes).where(where);
  return { rows, total: counted?.n ?? 0 };
}
