import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderListItems } from '@portal/db/schema/orders';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { waitForMail } from '../../test/outbox';
import { listItemFormat } from './order-list-items';
import { restScreenOptions } from './orders-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin });
  dealer = await t.makeUser({ ...roles.dealer, email: 'rest.dealer@example.com' });
});
afterAll(() => t.close());

const screen = {
  screenName: 'Patio',
  price: 1,
  options: { ...restScreenOptions, 'Motor Type': 'Standard - 21 RPM' },
  measurements: { width: 96, dropLeft: 72, dropRight: 72 },
};
const cart = { screens: [screen], roofs: [], parts: [{ number: 'SM-S95-BLK', quantity: 1, price: 0.01 }], extraDetails: 'Gate code 1234' };

describe('the /api/orders REST adapter (portal.md §7)', () => {
  it('generateOrderId, then POST creates (201) and POST again updates (200), prices computed', async () => {
    const gen = await t.call('GET', '/api/orders/generateOrderId', { token: dealer.token });
    expect(gen.status).toBe(200);
    expect(gen.body._id).toMatch(/^[0-9a-f-]{36}$/);
    const created = await t.call('POST', '/api/orders', {
      token: dealer.token,
      body: { _id: gen.body._id, orderName: 'REST order', status: 'DRAFT', cart, totals: { totalPrice: 1 } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ _id: gen.body._id, orderName: 'REST order', status: 'DRAFT', extraDetails: 'Gate code 1234', user: dealer.id });
    expect(created.body.screens[0].priceCents).toBeGreaterThan(100);
    expect(created.body.totals.totalPrice).toBe(created.body.totalsCents.totalPrice / 100);
    const updated = await t.call('POST', '/api/orders', {
      token: dealer.token,
      body: { _id: gen.body._id, orderName: 'REST order', status: 'SUBMITTED', cart },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.status).toBe('SUBMITTED');
    const approved = await t.call('POST', '/api/orders', {
      token: admin.token,
      body: { _id: gen.body._id, orderName: 'REST order', status: 'APPROVED', cart },
    });
    expect(approved.status).toBe(200);
    const got = await t.call('GET', `/api/orders/${gen.body._id}`, { token: dealer.token });
    expect(got.body).toMatchObject({ status: 'APPROVED', totalsCents: created.body.totalsCents });
    const shipped = await t.call('PATCH', `/api/orders/${gen.body._id}`, {
      token: admin.token,
      body: { status: 'Shipped', shippingAgent: 'ABF', trackingNumber: 'A-77' },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'Shipped', tracking: { url: 'https://arcb.com/tools/tracking.html#/A-77' } });
    expect((await waitForMail(t, 'rest.dealer@example.com', 'has shipped')).text).toContain('https://arcb.com/tools/tracking.html#/A-77');
  });

  it('POST without _id creates with a new id; PATCH rejects with a reason; DELETE then removes', async () => {
    const created = await t.call('POST', '/api/orders', { token: dealer.token, body: { orderName: 'No id', status: 'SUBMITTED', cart } });
    expect(created.status).toBe(201);
    const rejected = await t.call('PATCH', `/api/orders/${created.body._id}`, { token: admin.token, body: { status: 'REJECTED', reason: 'Call us' } });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectionReason: 'Call us' });
    expect((await t.call('DELETE', `/api/orders/${created.body._id}`, { token: dealer.token })).status).toBe(200);
    expect((await t.call('GET', `/api/orders/${created.body._id}`, { token: dealer.token })).status).toBe(404);
  });

  it("PATCH takes the specification's own bodies: {reason} rejects, {shippingAgent, trackingNumber} ships, no status needed", async () => {
    const toReject = await t.call('POST', '/api/orders', { token: dealer.token, body: { orderName: 'Reject me', status: 'SUBMITTED', cart } });
    const rejected = await t.call('PATCH', `/api/orders/${toReject.body._id}`, { token: admin.token, body: { reason: 'Wrong colour' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectionReason: 'Wrong colour' });

    const toShip = await t.call('POST', '/api/orders', { token: dealer.token, body: { orderName: 'Ship me', status: 'SUBMITTED', cart } });
    await t.call('POST', '/api/orders', { token: admin.token, body: { _id: toShip.body._id, orderName: 'Ship me', status: 'APPROVED', cart } });
    const shipped = await t.call('PATCH', `/api/orders/${toShip.body._id}`, { token: admin.token, body: { shippingAgent: 'UPS', trackingNumber: '1Z999' } });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'Shipped', shippingAgent: 'UPS', trackingNumber: '1Z999' });

    for (const body of [{}, { reason: 'Both', shippingAgent: 'UPS', trackingNumber: '1' }]) {
      const unclear = await t.call('PATCH', `/api/orders/${toShip.body._id}`, { token: admin.token, body });
      expect(unclear.status).toBe(400);
      expect(unclear.body.fieldErrors.reason).toBe('Send a reason to reject the order, or a shipping agent and tracking number to ship it');
    }
  });

  it('answers every malformed request with a 4xx naming the problem, never a 500', async () => {
    const token = dealer.token;
    const cases: [string, string, unknown][] = [
      ['POST', '/api/orders', { orderName: 'No cart', status: 'DRAFT' }],
      ['POST', '/api/orders', { orderName: 'x', status: 'DRAFT', cart }],
      ['POST', '/api/orders', { orderName: 'Bad status', status: 'Shipped', cart }],
      ['POST', '/api/orders', { orderName: 'Bad id', _id: 'nope', status: 'DRAFT', cart }],
      ['POST', '/api/orders', { orderName: 'Lines', status: 'DRAFT', cart: { screens: 'many', parts: [null] } }],
      ['POST', '/api/orders', { orderName: 'Lines', status: 'DRAFT', cart: { screens: [{ options: 'x' }], roofs: [7] } }],
      ['POST', '/api/orders', [1, 2]],
      ['POST', '/api/orders', 'just text'],
      ['PATCH', '/api/orders/7b0e8c5e-4a7e-4a57-9d43-000000000000', { status: 'APPROVED' }],
      ['PATCH', '/api/orders/7b0e8c5e-4a7e-4a57-9d43-000000000000', null],
      ['PATCH', '/api/orders/not-a-uuid', { status: 'REJECTED', reason: 'abc' }],
      ['GET', '/api/orders/not-a-uuid', undefined],
      ['DELETE', '/api/orders/not-a-uuid', undefined],
    ];
    for (const [method, url, body] of cases) {
      const res = await t.call(method as 'POST', url, {
        token,
        body,
        ...(typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
    const unknown = await t.call('GET', '/api/orders/7b0e8c5e-4a7e-4a57-9d43-000000000000', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Order not found');
    // A malformed id says so, rather than 'Order not found'.
    const malformed = await t.call('GET', '/api/orders/not-a-uuid', { token });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'Invalid order id', fieldErrors: { id: 'Invalid order id' } });
    const missingName = await t.call('POST', '/api/orders', { token, body: { orderName: 'x', status: 'DRAFT', cart } });
    expect(missingName.body.fieldErrors.orderName).toBe('Order Name is required (at least 3 characters long)');
  });

  it('accepts a DELETE sent with Content-Type: application/json and no body', async () => {
    const draft = await t.call('POST', '/api/orders', { token: dealer.token, body: { orderName: 'Delete me', status: 'DRAFT', cart } });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${draft.body._id}`,
      headers: { authorization: `Bearer ${dealer.token}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', `/api/orders/${draft.body._id}`, { token: dealer.token })).status).toBe(404);
    // A body that is not JSON is still refused.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${dealer.token}`, 'content-type': 'application/json' },
      payload: '{"orderName":',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses visitors and accounts without store access', async () => {
    expect((await t.call('GET', '/api/orders/generateOrderId')).status).toBe(401);
    const pending = await t.makeUser({ bcCustomerId: 'C10000' });
    expect((await t.call('GET', '/api/orders/myorders', { token: pending.token })).status).toBe(403);
  });

  it('getorderprices: an account without prices is told so first; a bad roof is refused field by field under roof.', async () => {
    for (const body of [[1], {}, { kits: [] }]) {
      const res = await t.call('POST', '/api/orders/getorderprices', { token: dealer.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_INPUT', message: 'Please send a roof' });
    }
    const badRoof = await t.call('POST', '/api/orders/getorderprices', { token: dealer.token, body: { roof: { frames: 'x' } } });
    expect(badRoof.status).toBe(400);
    expect(badRoof.body.message).toBe('Please check the roof');
    expect(Object.keys(badRoof.body.fieldErrors).every((k) => k.startsWith('roof.'))).toBe(true);
    const unlinked = await t.makeUser({ isApproved: true, storeAccess: true });
    const noPrices = await t.call('POST', '/api/orders/getorderprices', { token: unlinked.token, body: { roof: {} } });
    expect(noPrices.status).toBe(409);
    expect(noPrices.body.code).toBe('NO_ERP_CUSTOMER');
  });

  it('refuses a wrong-typed field of the save body with the order form message, naming the field the client sent', async () => {
    const save = (body: object) => t.call('POST', '/api/orders', { token: dealer.token, body: { orderName: 'Typed', status: 'DRAFT', cart, ...body } });
    const name = await save({ orderName: 5 });
    expect(name.status).toBe(400);
    expect(name.body).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Order Name is required (at least 3 characters long)',
      fieldErrors: { orderName: 'Order Name is required (at least 3 characters long)' },
    });
    const quantity = await save({ cart: { ...cart, parts: [{ number: 'SM-S95-BLK', quantity: 'x' }] } });
    expect(quantity.status).toBe(400);
    expect(quantity.body).toMatchObject({ message: 'Please enter a quantity', fieldErrors: { 'cart.parts.0.quantity': 'Please enter a quantity' } });
    const number = await save({ orderNumber: 'A-12' });
    expect(number.body.fieldErrors).toEqual({ orderNumber: 'Order Number needs to contain only numbers' });
    const copies = await save({ cart: { ...cart, screens: [{ ...screen, cartCopies: 'three' }] } });
    expect(copies.body.fieldErrors).toEqual({ 'cart.screens.0.cartCopies': 'Copies must be a whole number' });
    // A roof field is named where the client sent it, at the top level of the roof line.
    const roof = await save({
      cart: {
        ...cart,
        roofs: [
          {
            roofId: 'r-1',
            colors: { frameColor: 'Black', bladeColor: 'Black', postColor: 'Black' },
            motorType: 'Standard',
            motorQuantity: 0,
            frames: [{ frameType: '2x8', frameFeet: 20, frameInches: 0 }],
          },
        ],
      },
    });
    expect(roof.body.fieldErrors).toEqual({ 'cart.roofs.0.motorQuantity': 'Minimum value is 1' });
    // A measurement is read after the mapping, by the screen configuration, and named where it was sent.
    const width = await save({ cart: { ...cart, screens: [{ ...screen, measurements: { ...screen.measurements, width: 20 } }] } });
    expect(width.body.fieldErrors).toEqual({ 'cart.screens.0.measurements.width': 'Minimum value is 36' });
    // An option's value is declared (issue 29): one it does not take is refused at the key sent.
    const motor = await save({ cart: { ...cart, screens: [{ ...screen, options: { ...screen.options, 'Motor Type': 'Nope' } }] } });
    expect(motor.body.fieldErrors).toEqual({ 'cart.screens.0.options.Motor Type': 'Please choose an option' });
    // The order number may still come as a JSON number.
    const numeric = await save({ orderNumber: 4711 });
    expect(numeric.status).toBe(201);
    expect(numeric.body.orderNumber).toBe('4711');
  });

  it('types every property of the save-order and price-roof request bodies in the document', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body as OpenApiDocument;
    const requestSchema = (path: string) => doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema;
    for (const path of ['/api/orders', '/api/orders/getorderprices']) {
      const schema = requestSchema(path);
      expect(schema, path).toBeDefined();
      const roofColors = JSON.stringify(
        schema &&
          (schema.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema)?.properties?.['cart']?.properties?.['roofs']?.items
            ?.properties?.['colors'],
      );
      expect(untypedProperties(doc, schema ?? {}, path), `roof colours: ${roofColors}`).toEqual([]);
    }
    // A field the server defaults is optional, without a default that typed clients would read as always present.
    for (const name of ['SaveOrderInput', 'PriceRoofInput']) expect(JSON.stringify(doc.components.schemas[name]), name).not.toContain('"default"');
    const saveOrder = doc.components.schemas['SaveOrderInput']?.properties;
    expect(saveOrder?.['orderName']).toMatchObject({ type: 'string', minLength: 3, maxLength: 50 });
    expect(saveOrder?.['cart']?.properties?.['parts']?.items?.properties?.['quantity']).toMatchObject({ type: 'integer', minimum: 1 });
    expect(saveOrder?.['cart']?.properties?.['roofs']?.items?.properties?.['motorQuantity']).toMatchObject({ type: 'integer' });
    expect(doc.components.schemas['PriceRoofInput']?.properties?.['roof']).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['colors', 'motorType', 'motorQuantity']),
    });
  });

  it('documents every operation in the OpenAPI document with its operationId, and the Order schema with its core fields required', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body as OpenApiDocument;
    const operations: [string, string, string, string][] = [
      ['get', '/api/orders/generateOrderId', 'generateOrderId', 'Orders'],
      ['post', '/api/orders', 'saveOrder', 'Orders'],
      ['get', '/api/orders/myorders', 'listMyOrders', 'Orders'],
      ['get', '/api/orders/teamorders', 'listTeamOrders', 'Orders'],
      ['get', '/api/orders/{id}', 'getOrder', 'Orders'],
      ['delete', '/api/orders/{id}', 'deleteOrder', 'Orders'],
      ['patch', '/api/orders/{id}', 'rejectOrShipOrder', 'Orders'],
      ['get', '/api/admin/orders', 'listAdminOrders', 'Orders'],
      ['post', '/api/orders/getorderprices', 'getRoofPrice', 'Pricing'],
    ];
    for (const [method, path, operationId, tag] of operations) {
      const op = doc.paths[path]?.[method];
      expect(op?.operationId, `${method} ${path}`).toBe(operationId);
      expect(op?.tags, `${method} ${path}`).toEqual([tag]);
      expect(op?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
    const successOf = (method: string, path: string, status: string) => doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
    expect(successOf('get', '/api/orders/{id}', '200')).toEqual({ $ref: '#/components/schemas/Order' });
    expect(successOf('post', '/api/orders', '201')).toEqual({ $ref: '#/components/schemas/Order' });
    expect(successOf('patch', '/api/orders/{id}', '200')).toEqual({ $ref: '#/components/schemas/Order' });
    for (const path of ['/api/orders/myorders', '/api/orders/teamorders', '/api/admin/orders'])
      expect(successOf('get', path, '200')).toEqual({ $ref: '#/components/schemas/OrderList' });
    expect(successOf('post', '/api/orders/getorderprices', '200')).toEqual({ $ref: '#/components/schemas/LegacyRoofPrice' });
    expect(doc.paths['/api/orders']?.post?.responses['409']).toBeDefined();

    const schemas = doc.components.schemas;
    const order = schemas['Order']!;
    expect(order.additionalProperties).toBe(false);
    expect(order.required).toEqual(
      expect.arrayContaining([
        '_id',
        'orderName',
        'orderNumber',
        'status',
        'version',
        'user',
        'userDetails',
        'screens',
        'roofs',
        'parts',
        'totals',
        'totalsCents',
        'history',
        'createdAt',
        'updatedAt',
      ]),
    );
    expect(order.properties?.['totalsCents']).toMatchObject({
      required: ['partsTotal', 'screensTotal', 'roofsTotal', 'totalPrice'],
      properties: { totalPrice: { type: 'integer' } },
    });
    expect(order.properties?.['totals']).toMatchObject({ properties: { totalPrice: { type: 'number' } } });
    for (const line of ['OrderScreenLine', 'OrderRoofLine', 'OrderPartLine']) {
      expect(schemas[line]?.required, line).toEqual(
        expect.arrayContaining(['config', 'price', 'priceCents', 'totalCents', 'breakdown', 'adjustments', 'alerts', 'problem']),
      );
    }
    expect(schemas['OrderList']?.required).toEqual(['items', 'total', 'offset', 'limit']);
    expect(schemas['LegacyRoofPrice']?.required).toEqual(['price', 'priceCents', 'mappedRfKits', 'alerts']);
  });

  it('sends no field the schema does not declare, from GET and from the pre-serialized lists alike', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body as OpenApiDocument;
    const created = await t.call('POST', '/api/orders', { token: dealer.token, body: { orderName: 'Undeclared fields', status: 'DRAFT', cart } });
    const id = created.body._id as string;
    // Fields no schema declares, stored with the order (as an older version of the portal might have left them).
    await t.db.db.execute(sql`update orders set
      lines = jsonb_set(jsonb_set(lines, '{screens,0,internalNote}', '"not for clients"'), '{parts,0,costCents}', '1'),
      user_details = user_details || '{"passwordHash":"not for clients"}'::jsonb
      where id = ${id}`);
    // The list row is rebuilt from the order as it is now (the format says it is outdated).
    await t.db.db
      .update(orderListItems)
      .set({ format: listItemFormat - 1 })
      .where(eq(orderListItems.orderId, id));

    const got = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { authorization: `Bearer ${dealer.token}` } });
    expect(got.statusCode).toBe(200);
    const listed = await t.app.inject({ method: 'GET', url: '/api/orders/myorders', headers: { authorization: `Bearer ${dealer.token}` } });
    expect(listed.statusCode).toBe(200);
    for (const res of [got, listed]) {
      expect(res.body).not.toContain('not for clients');
      expect(res.body).not.toContain('costCents');
    }
    const row = (listed.json() as { items: { _id: string }[] }).items.find((o) => o._id === id);
    expect(row).toBeDefined();
    expect(undeclared(doc, got.json(), { $ref: '#/components/schemas/Order' })).toEqual([]);
    expect(undeclared(doc, listed.json(), { $ref: '#/components/schemas/OrderList' })).toEqual([]);
    expect(undeclared(doc, created.body, { $ref: '#/components/schemas/Order' })).toEqual([]);
  });
});

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  [keyword: string]: unknown;
}

/** Where a schema of the document lets a property be anything: no type, $ref, combination, enum or const. */
function untypedProperties(doc: OpenApiDocument, schema: JsonSchema, at: string, seen = new Set<string>()): string[] {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    return untypedProperties(doc, doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {}, at, seen);
  }
  const typed = (s: JsonSchema) => ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'not'].some((k) => k in s);
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, s]) => [
      ...(typed(s) ? [] : [`${at}.${key}`]),
      ...untypedProperties(doc, s, `${at}.${key}`, seen),
    ]),
    ...(schema.items ? untypedProperties(doc, schema.items, `${at}[]`, seen) : []),
    ...(typeof schema.additionalProperties === 'object' ? untypedProperties(doc, schema.additionalProperties, `${at}{}`, seen) : []),
    ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((k) =>
      ((schema[k] as JsonSchema[] | undefined) ?? []).flatMap((s) => untypedProperties(doc, s, at, seen)),
    ),
  ];
  return nested;
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        tags?: string[];
        security?: unknown[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
}

/** The dotted paths of every object key in `value` that `schema` (of the document) does not declare. */
function undeclared(doc: OpenApiDocument, value: unknown, schema: JsonSchema, at = '$'): string[] {
  if (schema.$ref) return undeclared(doc, value, doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {}, at);
  if (schema.anyOf) {
    const found = schema.anyOf.map((branch) => undeclared(doc, value, branch, at));
    return found.find((f) => f.length === 0) ?? found[0] ?? [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => undeclared(doc, v, schema.items ?? {}, `${at}.${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const declared = schema.properties?.[key] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
    return declared ? undeclared(doc, v, declared, `${at}.${key}`) : [`${at}.${key}`];
  });
}
