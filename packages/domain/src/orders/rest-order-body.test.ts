import { describe, expect, it } from 'vitest';
import { makeScreenConfig } from '../pricing/screen/screen-test-config';
import { workedRoofA } from '../pricing/roof/roof-worked-examples';
import { ZSaveOrderInput } from './order-schemas';
import { toSaveOrderInput, ZRestSaveOrderBody } from './rest-order-body';

const config = makeScreenConfig({ width: 144, widthFraction: 0.5, dropLeft: 96, dropRight: 100, dropRightFraction: 0.25, trackLeft: 'Cable', jobColor: 'Custom', ralCode: '7016', replacementReason: 2, meshOnly: true, meshOnlyReason: 'Torn' });

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
    'Housing Size': '5.5', 'Housing Shape': 'Square', jobColor: 'MF', 'RAL Color': '7016', 'Track Left': 'Cable', 'Track Right': 'Standard', 'Mounting Angle': 'No',
    materialType: 'Suntex 95', materialColor: 'Black', 'Motor Type': 'Standard - 21 RPM', 'Motor Side': 'Right', 'Bottom Bar Finish': '2 inch gasket', 'Replacement Reason': '2',
  },
  measurements: { width: '144', widthFraction: 0.5, widthDisplay: '144 1/2', dropLeft: 96, dropLeftFraction: 0, dropRight: 100, dropRightFraction: 0.25, dropRightDisplay: '100 1/4' },
};

const body = (cart: object, extra: object = {}) => ZRestSaveOrderBody.parse({ orderName: 'Backyard', status: 'SUBMITTED', cart, ...extra });

describe('POST /api/orders body → ZSaveOrderInput', () => {
  it('maps a §3 screen line onto the screen configuration, dropping price and kits', () => {
    const input = ZSaveOrderInput.parse(toSaveOrderInput(body({ screens: [restScreen] })));
    expect(input.cart.screens[0]).toEqual({ screenId: 's-1', screenName: 'Patio', details: 'Back door', config });
  });

  it('maps parts {number, quantity, attributes} to an item number line, and roofs as their own config', () => {
    const input = ZSaveOrderInput.parse(toSaveOrderInput(body({ parts: [{ number: 'PART-1', quantity: 2, price: 99, attributes: [{ attributeName: 'Color', attributeValues: 'Black' }] }], roofs: [{ roofId: 'r-1', ...workedRoofA, price: 5, mappedRfKits: [] }] })));
    expect(input.cart.parts).toEqual([{ config: { itemNo: 'PART-1', quantity: 2, options: {} } }]);
    expect(input.cart.roofs[0]?.roofId).toBe('r-1');
    expect(input.cart.roofs[0]?.config).not.toHaveProperty('price');
    expect(input.cart.roofs[0]?.config.frames).toHaveLength(4);
  });

  it('keeps the form messages: a bad width or quantity is named by its field', () => {
    const result = ZSaveOrderInput.safeParse(toSaveOrderInput(body({ screens: [{ ...restScreen, measurements: { ...restScreen.measurements, width: 20 } }], parts: [{ number: 'P', quantity: 0 }] })));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages['cart.screens.0.config.width']).toBe('Minimum value is 36');
    expect(messages['cart.parts.0.config.quantity']).toBe('Please enter a quantity');
  });

  it('accepts a numeric order number and refuses a body without a cart or with a bad status', () => {
    expect(ZSaveOrderInput.parse(toSaveOrderInput(body({}, { orderNumber: 123 }))).orderNumber).toBe('123');
    expect(ZRestSaveOrderBody.safeParse({ orderName: 'x', status: 'SUBMITTED' }).success).toBe(false);
    expect(ZRestSaveOrderBody.safeParse({ orderName: 'x', status: 'Shipped', cart: {} }).success).toBe(false);
  });
});

describe('cartCopies over REST: read or refused, never guessed', () => {
  const copiesOf = (cartCopies: unknown) => ZSaveOrderInput.safeParse(toSaveOrderInput(body({ screens: [{ ...restScreen, cartCopies }] })));

  it('"3" is 3 copies, 3 is 3, missing, 0 or negative is the default of 1', () => {
    expect(copiesOf('3').data?.cart.screens[0]?.config.copies).toBe(3);
    expect(copiesOf(3).data?.cart.screens[0]?.config.copies).toBe(3);
    expect(copiesOf(undefined).data?.cart.screens[0]?.config.copies).toBe(1);
    expect(copiesOf(0).data?.cart.screens[0]?.config.copies).toBe(1);
    expect(copiesOf('-2').data?.cart.screens[0]?.config.copies).toBe(1);
  });

  it('"three", true or 2.5 is refused naming the field', () => {
    for (const bad of ['three', true, 2.5, '2.5', {}]) {
      const result = copiesOf(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.path.join('.')).toBe('cart.screens.0.config.copies');
      expect(result.error?.issues[0]?.message).toBe('Copies must be a whole number');
    }
  });

  it('a roof line reads its copies the same way', () => {
    const roofCopies = (copies: unknown) => ZSaveOrderInput.safeParse(toSaveOrderInput(body({ roofs: [{ roofId: 'r-1', ...workedRoofA, copies }] })));
    expect(roofCopies('2').data?.cart.roofs[0]?.config.copies).toBe(2);
    expect(roofCopies('two').success).toBe(false);
  });
});
