import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBody } from '@portal/domain/errors/error-body';
import { createTestApp, roles, type TestApp } from '../test/test-server';

/**
 * Refusals made before any route runs (the URL, the body's size or type), found by the
 * hostile-input test: each answers in its transport's error shape (REST: the Error body; tRPC:
 * {error: {message}}) and as the OpenAPI document says (the test server checks every answer).
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.makeUser({ ...roles.superAdmin })).token;
});
afterAll(() => t.close());

const orderPath = '/api/orders/00000000-0000-0000-0000-000000000000';

describe('refusals before any route runs', () => {
  it('documents 413 and 415 on an operation that declares no body: a body can still be sent', async () => {
    const tooLarge = await t.call('DELETE', orderPath, { token, headers: { 'content-type': 'application/json' }, body: `{"a":"${'x'.repeat(2_000_000)}"}` });
    expect(tooLarge.status).toBe(413);
    const wrongType = await t.call('DELETE', orderPath, { token, headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expect(wrongType.status).toBe(415);
  });

  it('answers a REST path parameter over the length limit, or not valid UTF-8, with the Error body', async () => {
    const long = await t.call('GET', `/api/orders/${'a'.repeat(6_000)}`, { token });
    expect(long.status).toBe(414);
    expect(ZErrorBody.parse(long.body)).toMatchObject({ code: 'TOO_LARGE' });
    const broken = await t.call('GET', '/api/orders/%ED%A0%80', { token });
    expect(broken.status).toBe(400);
    expect(ZErrorBody.parse(broken.body)).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it("answers tRPC's own refusals in tRPC's error shape", async () => {
    const tooLarge = await t.call('POST', '/trpc/orders.save', {
      token,
      headers: { 'content-type': 'application/json' },
      body: `{"orderName":"${'x'.repeat(2_000_000)}"}`,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ error: { message: 'Request body is too large', data: { httpStatus: 413, code: 'PAYLOAD_TOO_LARGE' } } });
    const longPath = await t.call('GET', `/trpc/${Array(1_000).fill('settings.get').join(',')}?batch=1`, { token });
    expect(longPath.status).toBe(414);
    expect(longPath.body).toMatchObject({ error: { message: expect.any(String), data: { httpStatus: 414 } } });
  });
});
