import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-server';

type Schema = { $ref?: string; type?: string; items?: Schema; anyOf?: Schema[]; properties?: Record<string, Schema>; required?: string[] };
type Operation = {
  operationId: string;
  tags: string[];
  security: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.call('GET', '/api/openapi.json')).body;
});
afterAll(() => t.close());

const bearer = [{ bearer: [] }];
/** The operations of accounts, users, customers, pricing administration and health (issue 15). */
const operations = [
  ['post', '/api/users', 'registerUser', 'Accounts', []],
  ['post', '/api/users/login', 'signIn', 'Accounts', []],
  ['post', '/api/users/reset', 'requestPasswordReset', 'Accounts', []],
  ['post', '/api/users/reset/{token}', 'resetPassword', 'Accounts', []],
  ['post', '/api/users/logout', 'signOut', 'Accounts', bearer],
  ['get', '/api/users/profile', 'getProfile', 'Accounts', bearer],
  ['get', '/api/admin/users', 'listUsers', 'Users', bearer],
  ['put', '/api/admin/users/{id}', 'updateUser', 'Users', bearer],
  ['delete', '/api/admin/users/{id}', 'deleteUser', 'Users', bearer],
  ['get', '/api/bc/customers', 'listCustomers', 'Customers', bearer],
  ['get', '/api/admin/portalpricing', 'listPortalPricingRules', 'Pricing administration', bearer],
  ['post', '/api/admin/portalpricing', 'savePortalPricingRule', 'Pricing administration', bearer],
  ['get', '/api/admin/customertiers', 'listCustomerTiers', 'Pricing administration', bearer],
  ['post', '/api/admin/customertiers', 'saveCustomerTier', 'Pricing administration', bearer],
  ['put', '/api/admin/customers', 'saveCustomerTiers', 'Pricing administration', bearer],
  ['get', '/api/admin/pricing/history', 'listBackOfficeChanges', 'Pricing administration', bearer],
  ['get', '/api/health', 'getHealth', 'Service', []],
  ['get', '/api/health/ready', 'getReadiness', 'Service', []],
  ['get', '/api/health/live', 'getLiveness', 'Service', []],
] as const;

const op = (method: string, path: string) => doc.paths[path]?.[method] as Operation;
const success = (method: string, path: string, status = '200') => op(method, path).responses[status]?.content?.['application/json']?.schema;

describe('the OpenAPI document: accounts, users, customers, pricing administration, health', () => {
  it.each(operations)('%s %s is %s, tagged %s, with its security', (method, path, operationId, tag, security) => {
    expect(op(method, path)).toMatchObject({ operationId, tags: [tag], security });
  });

  it('names the answers by their components', () => {
    expect(success('post', '/api/users', '201')).toEqual({ $ref: '#/components/schemas/Message' });
    expect(success('post', '/api/users/login')).toEqual({ $ref: '#/components/schemas/SignedInUser' });
    expect(success('post', '/api/users/logout')).toEqual({ $ref: '#/components/schemas/Message' });
    expect(success('get', '/api/users/profile')).toEqual({ $ref: '#/components/schemas/User' });
    expect(success('get', '/api/admin/users')).toEqual({ $ref: '#/components/schemas/UserPage' });
    expect(doc.components.schemas.UserPage?.required).toEqual(['items', 'total', 'offset', 'limit']);
    expect(success('put', '/api/admin/users/{id}')).toEqual({ $ref: '#/components/schemas/ManagedUser' });
    expect(success('get', '/api/admin/customertiers')).toEqual({ $ref: '#/components/schemas/CustomerTiers' });
    expect(success('put', '/api/admin/customers')).toEqual({ $ref: '#/components/schemas/CustomerTiersSaved' });
    expect(success('get', '/api/admin/portalpricing')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/PortalPricingRule' } });
    expect(success('get', '/api/admin/pricing/history')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/BackOfficeChange' } });
    const customers = success('get', '/api/bc/customers');
    expect(customers?.anyOf).toEqual([
      { type: 'array', items: { $ref: '#/components/schemas/Customer' } },
      { type: 'array', items: { $ref: '#/components/schemas/TransferParty' } },
    ]);
  });

  it('gives a customer the same fields everywhere: Customer, the customers of CustomerTiers and the bc_customer_* of the User', () => {
    const { Customer, CustomerTiers, TransferParty, User } = doc.components.schemas;
    expect(Object.keys(Customer?.properties ?? {}).sort()).toEqual([
      'bc_customer_displayName',
      'bc_customer_id',
      'bc_customer_priceGroup',
      'bc_customer_tierName',
      'bc_customer_tierRate',
      'customerTier',
      'isSenderReceiver',
    ]);
    expect(Customer?.required?.length).toBe(7);
    expect(CustomerTiers?.properties?.customers?.items).toEqual({ $ref: '#/components/schemas/Customer' });
    expect(Object.keys(TransferParty?.properties ?? {}).sort()).toEqual(['bc_customer_displayName', 'bc_customer_id', 'isSenderReceiver']);
    expect(Customer?.properties?.bc_customer_tierRate?.type).toBe('number');
    expect(Object.keys(User?.properties ?? {})).toEqual(
      expect.arrayContaining(['bc_customer_id', 'bc_customer_displayName', 'bc_customer_priceGroup', 'bc_customer_tierName', 'bc_customer_tierRate']),
    );
  });

  it('declares the rule errors each route really sends', () => {
    // Registration answers a taken email like a new one: no 409 to tell them apart. Only the holder of a team invitation
    // (issue 32), mailed to that very address, hears that it has an account meanwhile.
    expect(op('post', '/api/users').responses['409']?.description).toBe('From an invitation: this email already has an account');
    expect(op('post', '/api/users/login').responses['401']?.description).toContain('INVALID_CREDENTIALS');
    for (const path of ['/api/users', '/api/users/login', '/api/users/reset', '/api/users/reset/{token}'])
      expect(op('post', path).responses['429']?.description).toContain('Retry-After');
    expect(op('post', '/api/users/reset/{token}').responses['400']?.description).toContain('RESET_TOKEN_INVALID');
    expect(op('put', '/api/admin/users/{id}').responses['409']).toBeDefined();
    expect(op('delete', '/api/admin/users/{id}').responses['409']?.description).toContain('your own account');
    expect(op('get', '/api/health').responses['503']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(op('get', '/api/health/ready').responses['503']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(op('get', '/api/health/live').responses['503']).toBeUndefined();
  });

  it('answers 429 with Retry-After and the Error body', async () => {
    let res: Awaited<ReturnType<TestApp['call']>> | undefined;
    for (let i = 0; i < 6; i++) res = await t.call('POST', '/api/users/reset', { body: { email: 'retry-after@example.com' }, ip: `10.7.0.${i}` });
    expect(res?.status).toBe(429);
    expect(Number(res?.headers['retry-after'])).toBeGreaterThan(0);
    expect(res?.body).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
