import { describe, expect, it } from 'vitest';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { ZSaveOrderInput, type TSaveOrder } from '@portal/domain/orders/order-schemas';
import { restFieldName, toSaveOrderInput, ZRestSaveOrderBody } from './rest-order-body';

const config = makeScreenConfig({
  width: 144,
  widthFraction: 0.5,
  dropLeft: 96,
  dropRight: 100,
  dropRightFraction: 0.25,
  trackLeft: 'Cable',
  jobColor: 'Custom',
  ralCode: '7016',
  replacementReason: 2,
  meshOnly: true,
  meshOnlyReason: 'Torn',
});

/** The screen line as the original client stores it (portal.md §3 Screen line), with a price it may not set. */
const restScreen = {
  screenId: 's-1',
  screenName: 'Patio',
  details: 'Back door',
  price: 1,
  mappedScrKits: { BOMS: [] },
  meshOnly: true,
  meshOnlyReason: 'Torn',
  options: {
    'Housing Size': '5.5',
    'Housing Shape': 'Square',
    jobColor: 'MF',
    'RAL Color': '7016',
    'Track Left': 'Cable',
    'Track Right': 'Standard',
    'Mounting Angle': 'No',
    materialType: 'Suntex 95',
    materialColor: 'Black',
    'Motor Type': 'Standard - 21 RPM',
    'Motor Side': 'Right',
    'Bottom Bar Finish': '2 inch gasket',
    'Replacement Reason': '2',
  },
  measurements: {
    width: '144',
    widthFraction: 0.5,
    widthDisplay: '144 1/2',
    dropLeft: 96,
    dropLeftFraction: 0,
    dropRight: 100,
    dropRightFraction: 0.25,
    dropRightDisplay: '100 1/4',
  },
};

const body = (cart: object, extra: object = {}) => ZRestSaveOrderBody.parse({ orderName: 'Backyard', status: 'SUBMITTED', cart, ...extra });

/** A body through both checks, as POST /api/orders runs them: the REST schema, then ZSaveOrderInput after the mapping. */
function save(raw: object): { data?: TSaveOrder; messages: Record<string, string> } {
  const rest = ZRestSaveOrderBody.safeParse(raw);
  const result = rest.success ? ZSaveOrderInput.safeParse(toSaveOrderInput(rest.data)) : rest;
  const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
  return result.success ? { data: result.data as TSaveOrder, messages } : { messages };
}
const saveCart = (cart: object, extra: object = {}) => save({ orderName: 'Backyard', status: 'SUBMITTED', cart, ...extra });

describe('POST /api/orders body → ZSaveOrderInput', () => {
  it('maps a §3 screen line onto the screen configuration, dropping price and kits', () => {
    const input = ZSaveOrderInput.parse(toSaveOrderInput(body({ screens: [restScreen] })));
    expect(input.cart.screens[0]).toEqual({ screenId: 's-1', screenName: 'Patio', details: 'Back door', config });
  });

  it('maps parts {number, quantity, attributes} to an item number line, and roofs as their own config', () => {
    const input = ZSaveOrderInput.parse(
      toSaveOrderInput(
        body({
          parts: [{ number: 'PART-1', quantity: 2, price: 99, attributes: [{ attributeName: 'Color', attributeValues: 'Black' }] }],
          roofs: [{ roofId: 'r-1', ...workedRoofA, price: 5, mappedRfKits: [] }],
        }),
      ),
    );
    expect(input.cart.parts).toEqual([{ config: { itemNo: 'PART-1', quantity: 2, options: {} } }]);
    expect(input.cart.roofs[0]?.roofId).toBe('r-1');
    expect(input.cart.roofs[0]?.config).not.toHaveProperty('price');
    expect(input.cart.roofs[0]?.config.frames).toHaveLength(4);
  });

  it('keeps the form messages: a bad width or quantity is named by its field', () => {
    const { data, messages } = saveCart({
      screens: [{ ...restScreen, measurements: { ...restScreen.measurements, width: 20 } }],
      parts: [{ number: 'P', quantity: 0 }],
    });
    expect(data).toBeUndefined();
    // The part line is refused by the REST schema first, at the field the client sent.
    expect(messages['cart.parts.0.quantity']).toBe('Please enter a quantity');
    // The screen's options and measurements are read after the mapping, by the screen configuration.
    expect(saveCart({ screens: [{ ...restScreen, measurements: { ...restScreen.measurements, width: 20 } }] }).messages['cart.screens.0.config.width']).toBe(
      'Minimum value is 36',
    );
  });

  it('refuses a wrong-typed field with the form message, at the path the client sent', () => {
    expect(saveCart({}, { orderName: 5 }).messages).toEqual({ orderName: 'Order Name is required (at least 3 characters long)' });
    expect(saveCart({ parts: [{ number: 'P', quantity: 'x' }] }).messages).toEqual({ 'cart.parts.0.quantity': 'Please enter a quantity' });
    expect(saveCart({ parts: [{ quantity: 1 }] }).messages).toEqual({ 'cart.parts.0.family': 'Please enter all options' });
    expect(saveCart({}, { orderNumber: '12a' }).messages).toEqual({ orderNumber: 'Order Number needs to contain only numbers' });
    expect(saveCart({}, { orderNumber: 1.5 }).messages).toEqual({ orderNumber: 'Order Number needs to contain only numbers' });
    expect(saveCart({}, { orderNumber: true }).messages).toEqual({ orderNumber: 'Order Number needs to contain only numbers' });
    expect(saveCart({}, { _id: 'nope' }).messages).toEqual({ _id: 'Invalid order id' });
    expect(saveCart({}, { version: 1.5 }).messages).toEqual({ version: 'version must be a whole number' });
    expect(saveCart({ extraDetails: 'x'.repeat(2001) }).messages).toEqual({ 'cart.extraDetails': 'Details are too long (2000 characters max)' });
    expect(saveCart({ screens: [{ ...restScreen, screenName: 7 }] }).messages['cart.screens.0.screenName']).toMatch(/expected string/);
    expect(saveCart({ screens: [{ ...restScreen, options: { 'Housing Size': { size: 7 } } }] }).messages['cart.screens.0.options.Housing Size']).toBe(
      'Please choose an option',
    );
  });

  it('refuses a roof field at the path the client sent (cart.roofs.N.<field>), and an empty roof at its frames', () => {
    expect(saveCart({ roofs: [{ ...workedRoofA, motorQuantity: 0 }] }).messages).toEqual({ 'cart.roofs.0.motorQuantity': 'Minimum value is 1' });
    const empty = { ...workedRoofA, frames: [], beamMs: [], beamAs: [], beamXs: [], blades: [], posts: [] };
    expect(saveCart({ roofs: [empty] }).messages).toEqual({ 'cart.roofs.0.frames': 'Add at least one frame, beam, blade or post' });
    expect(saveCart({ roofs: [7] }).messages['cart.roofs.0']).toBe('Each roof line is an object with the roof fields');
  });

  it('maps a roof with custom colours once: the REST output checks again to the same roof', () => {
    const custom = { ...workedRoofA, colors: { ...workedRoofA.colors, frameColor: 'Custom', frameColorRal: '7016' } };
    const { data } = saveCart({ roofs: [{ roofId: 'r-1', ...custom }] });
    expect(data?.cart.roofs[0]?.config.colors).toMatchObject({ frameColor: 'MF', frameColorRal: '7016' });
  });

  it('accepts a numeric order number and refuses a body without a cart or with a bad status', () => {
    expect(ZSaveOrderInput.parse(toSaveOrderInput(body({}, { orderNumber: 123 }))).orderNumber).toBe('123');
    expect(ZRestSaveOrderBody.safeParse({ orderName: 'x', status: 'SUBMITTED' }).success).toBe(false);
    expect(ZRestSaveOrderBody.safeParse({ orderName: 'x', status: 'Shipped', cart: {} }).success).toBe(false);
  });
});

describe('cartCopies over REST: read or refused, never guessed', () => {
  const copiesOf = (cartCopies: unknown) => saveCart({ screens: [{ ...restScreen, cartCopies }] });

  it('"3" is 3 copies, 3 is 3, missing, 0 or negative is the default of 1', () => {
    expect(copiesOf('3').data?.cart.screens[0]?.config.copies).toBe(3);
    expect(copiesOf(3).data?.cart.screens[0]?.config.copies).toBe(3);
    expect(copiesOf(undefined).data?.cart.screens[0]?.config.copies).toBe(1);
    expect(copiesOf(0).data?.cart.screens[0]?.config.copies).toBe(1);
    expect(copiesOf('-2').data?.cart.screens[0]?.config.copies).toBe(1);
  });

  it('copies wins over cartCopies; a null copies leaves cartCopies to say', () => {
    expect(saveCart({ screens: [{ ...restScreen, copies: 2, cartCopies: 5 }] }).data?.cart.screens[0]?.config.copies).toBe(2);
    expect(saveCart({ screens: [{ ...restScreen, copies: null, cartCopies: 5 }] }).data?.cart.screens[0]?.config.copies).toBe(5);
    expect(saveCart({ screens: [{ ...restScreen, measurements: { ...restScreen.measurements, copies: '4' } }] }).data?.cart.screens[0]?.config.copies).toBe(4);
  });

  it('"three", true or 2.5 is refused naming the field the client sent', () => {
    for (const bad of ['three', true, 2.5, '2.5', {}]) {
      const { data, messages } = copiesOf(bad);
      expect(data, String(bad)).toBeUndefined();
      expect(messages).toEqual({ 'cart.screens.0.cartCopies': 'Copies must be a whole number' });
    }
    // measurements.copies is read after the mapping: refused at the screen configuration's copies.
    expect(saveCart({ screens: [{ ...restScreen, measurements: { ...restScreen.measurements, copies: 'three' } }] }).messages).toEqual({
      'cart.screens.0.config.copies': 'Copies must be a whole number',
    });
  });

  it('a roof line reads its copies the same way', () => {
    const roofCopies = (copies: unknown) => saveCart({ roofs: [{ roofId: 'r-1', ...workedRoofA, copies }] });
    expect(roofCopies('2').data?.cart.roofs[0]?.config.copies).toBe(2);
    expect(roofCopies('two').messages).toEqual({ 'cart.roofs.0.copies': 'Copies must be a whole number' });
  });
});

describe('restFieldName: a save-input field as the REST body holds it', () => {
  it('names roof and part fields at the top of their line, the item number as number', () => {
    expect(restFieldName('cart.roofs.1.config.copies')).toBe('cart.roofs.1.copies');
    expect(restFieldName('cart.roofs.0.config.frames.2.frameFeet')).toBe('cart.roofs.0.frames.2.frameFeet');
    expect(restFieldName('cart.parts.3.config.quantity')).toBe('cart.parts.3.quantity');
    expect(restFieldName('cart.parts.3.config.itemNo')).toBe('cart.parts.3.number');
  });

  it('names a screen measurement under measurements, an option under options, copies at the top', () => {
    expect(restFieldName('cart.screens.0.config.width')).toBe('cart.screens.0.measurements.width');
    expect(restFieldName('cart.screens.0.config.motorType')).toBe('cart.screens.0.options.motorType');
    expect(restFieldName('cart.screens.4.config.copies')).toBe('cart.screens.4.copies');
  });

  it('leaves every other field as it is', () => {
    for (const key of ['cart', 'orderName', 'cart.screens.0', 'cart.extraDetails']) expect(restFieldName(key)).toBe(key);
  });
});
