import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { restScreenOptions } from '../../modules/orders/orders-test-kit';

/** A screen line as the original client sends it (options by the form's labels). */
const screen = (options: Record<string, string> = {}, measurements: Record<string, number> = {}, extra: object = {}) => ({
  screenName: 'Patio',
  options: { ...restScreenOptions, ...options },
  measurements: { width: 96, dropLeft: 72, dropRight: 72, ...measurements },
  ...extra,
});

/** Each refusal of POST /api/orders docs/api.md names, with the field errors the server sends for it. */
const refusals: { what: string; cart: object; fieldErrors: Record<string, string> }[] = [
  {
    what: 'a width under the minimum',
    cart: { screens: [screen({}, { width: 20 })] },
    fieldErrors: { 'cart.screens.0.measurements.width': 'Minimum value is 36' },
  },
  {
    what: 'a motor type misspelt',
    cart: { screens: [screen({ 'Motor Type': 'Nope' })] },
    fieldErrors: { 'cart.screens.0.options.Motor Type': 'Please choose an option' },
  },
  {
    what: 'Housing 7 Square',
    cart: { screens: [screen({ 'Housing Size': '7', 'Housing Shape': 'Square' })] },
    fieldErrors: { 'cart.screens.0.options.housingShape': 'Housing 7 is Curved only' },
  },
  {
    what: 'a motor the size does not allow',
    cart: { screens: [screen({ 'Motor Type': 'Standard - 21 RPM' }, { width: 250 })] },
    fieldErrors: { 'cart.screens.0.options.motorType': 'This motor is not available for this size' },
  },
  {
    what: 'a Custom colour without its RAL code',
    cart: { screens: [screen({ jobColor: 'Custom' })] },
    fieldErrors: { 'cart.screens.0.options.ralCode': 'This field is required' },
  },
  {
    what: 'a colour the material does not come in',
    cart: { screens: [screen({ materialColor: 'Clear' })] },
    fieldErrors: { 'cart.screens.0.options.materialColor': 'Please choose an option' },
  },
  {
    what: 'copies that are no number',
    cart: { screens: [screen({}, {}, { cartCopies: 'three' })] },
    fieldErrors: { 'cart.screens.0.cartCopies': 'Copies must be a whole number' },
  },
  {
    what: 'an empty roof',
    cart: { roofs: [{ ...workedRoofA, frames: [], beamMs: [], beamAs: [], beamXs: [], blades: [], posts: [] }] },
    fieldErrors: { 'cart.roofs.0.frames': 'Add at least one frame, beam, blade or post' },
  },
  {
    what: 'an option the part does not have',
    cart: { parts: [{ family: 'Handheld Remote', options: { Channels: '5', Color: 'White', Colour: 'Red' }, quantity: 1 }] },
    fieldErrors: { 'cart.parts.0.options.Colour': "Part 1: Handheld Remote has no option 'Colour': its options are Channels, Color" },
  },
];

describe('docs/api.md names the error paths the server sends (issue 29)', () => {
  let t: TestApp;
  let token: string;
  let doc: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
    token = (await t.makeUser({ ...roles.dealer })).token;
    doc = await readFile(new URL('../../../../../docs/api.md', import.meta.url), 'utf8');
  });
  afterAll(() => t.close());

  it.each(refusals)('$what', async ({ cart, fieldErrors }) => {
    const res = await t.call('POST', '/api/orders', { token, body: { orderName: 'Error paths', status: 'DRAFT', cart } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect(res.body.message).toBe(Object.values(fieldErrors)[0]);
    for (const path of Object.keys(fieldErrors)) expect(doc, path).toContain(`\`${path}\``);
  });

  it('shows an error body the server sends, and no path it never sends', async () => {
    const [first] = refusals;
    const res = await t.call('POST', '/api/orders', { token, body: { orderName: 'Error paths', status: 'DRAFT', cart: first?.cart } });
    const shown = /```json\n(\{ "code"[^\n]*)\n```/.exec(doc)?.[1];
    expect(JSON.parse(shown ?? '{}')).toEqual(res.body);
    expect(doc).not.toMatch(/cart\.screens\.\w+\.config\./);
  });
});
