import pg from 'pg';
import { hashPassword } from '@portal/api/auth/password-hashing';

export interface Account {
  email: string;
  password: string;
  /** The address this person connects from (sent as X-Forwarded-For through the trusted proxy). */
  address: string;
}

export const benchPassword = 'load bench password';

/** 10.x.y.z for the n-th person: every virtual user has an address of its own, as real users do. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Approved dealers with store access, spread round-robin over the sample ERP customers (so each
 * customer is a team of several accounts, as in the field), and administrators. Written straight
 * into the database: registration through HTTP is limited to 10 an hour per address, and setting
 * people up is not what the bench measures. All traffic after this goes over HTTP.
 */
export async function createAccounts(databaseUrl: string, dealers: number, admins: number): Promise<{ dealers: Account[]; admins: Account[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // '000' is the ERP's placeholder: no account may be linked to it.
    const customers = (await client.query<{ id: string }>(`select id from erp_customers where id <> '000' order by id`)).rows.map((r) => r.id);
    if (customers.length === 0) throw new Error('the sample catalog holds no ERP customers');
    const hash = await hashPassword(benchPassword);
    const people = [
      ...Array.from({ length: dealers }, (_, i) => ({ email: `load-dealer-${i}@bench.test`, admin: false, customer: customers[i % customers.length]! })),
      ...Array.from({ length: admins }, (_, i) => ({ email: `load-admin-${i}@bench.test`, admin: true, customer: null })),
    ];
    await client.query(
      `insert into users (fname, lname, email, password_hash, location, is_approved, store_access, is_admin, bc_customer_id)
       select 'Load', p.email, p.email, $2, 'Bench', true, true, p.admin, p.customer
       from jsonb_to_recordset($1::jsonb) as p(email text, admin boolean, customer text)`,
      [JSON.stringify(people), hash],
    );
    const account = (email: string, n: number): Account => ({ email, password: benchPassword, address: addressOf(n + 1) });
    return {
      dealers: people.filter((p) => !p.admin).map((p, i) => account(p.email, i)),
      admins: people.filter((p) => p.admin).map((p, i) => account(p.email, dealers + i)),
    };
  } finally {
    await client.end();
  }
}
