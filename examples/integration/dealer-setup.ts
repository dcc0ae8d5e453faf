// Accounts, users and customers: a dealer registers; an administrator approves the account, gives
// it store access and links it to an ERP customer (the customer's price group and tier price
// everything the dealer orders); the dealer signs in and reads its profile.
import { randomUUID } from 'node:crypto';
import { expect, fail, portalAt, signIn, type Portal } from './portal-client.js';

export interface Dealer {
  portal: Portal;
  email: string;
  password: string;
}

export async function newDealer(baseUrl: string, admin: Portal): Promise<Dealer> {
  const email = `dealer-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'a long example password';
  const registered = await portalAt(baseUrl).POST('/api/users', {
    body: { fname: 'Integration', lname: 'Example', location: 'Tucson, AZ', email, password },
  });
  if (registered.error) fail('register', registered.error, registered.response);
  console.log(`registered ${email}`);

  // Administrators read every ERP customer with its price group and tier (the pricing page's
  // list). '000' is the ERP's placeholder: no account can be approved on it.
  const tiers = await admin.GET('/api/admin/customertiers');
  if (tiers.error) fail('list ERP customers', tiers.error, tiers.response);
  const customer = tiers.data.customers.find((c) => c.bc_customer_priceGroup === 'USD' && c.bc_customer_id !== '000');
  if (!customer) throw new Error('no USD customer to link the dealer to');

  const users = await admin.GET('/api/admin/users', { params: { query: { filter: email } } });
  if (users.error) fail('find the new account', users.error, users.response);
  const account = users.data.items.find((u) => u.email === email);
  if (!account) throw new Error(`${email} is not in the user list`);
  expect(!account.isApproved, 'a new account waits for approval');

  const approved = await admin.PUT('/api/admin/users/{id}', {
    params: { path: { id: account._id } },
    body: { isApproved: true, storeAccess: true, bc_customer_id: customer.bc_customer_id },
  });
  if (approved.error) fail('approve the account', approved.error, approved.response);
  console.log(`approved and linked to ${customer.bc_customer_displayName} (${customer.bc_customer_priceGroup}, tier rate ${customer.bc_customer_tierRate})`);

  // The customers a store account sends transfers between (sender and receiver).
  const parties = await admin.GET('/api/bc/customers');
  if (parties.error) fail('list transfer parties', parties.error, parties.response);

  const portal = await signIn(baseUrl, email, password);
  const profile = await portal.GET('/api/users/profile');
  if (profile.error) fail('read the profile', profile.error, profile.response);
  expect(profile.data.email === email, 'the profile is the signed-in account');
  return { portal, email, password };
}
