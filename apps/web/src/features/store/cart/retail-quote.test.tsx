import { describe, expect, it } from 'vitest';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { ZRoofConfig, type TRoofConfigInput } from '@portal/domain/configuration/roof/roof-config';
import { ZScreenConfig } from '@portal/domain/configuration/screen/screen-config';
import { priceCart } from '@portal/domain/pricing/cart/cart-price';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import type { CartInfo, CartPartConfig } from './cart-types';
import { retailAsk, retailCartQuote, type RetailAsk } from './retail-quote';
import { shownPrices } from './shown-prices';

const roof: TRoofConfigInput = {
  colors: { frameColor: 'Black', frameColorRal: '', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' },
  motorType: 'Standard',
  motorQuantity: 1,
  frames: [{ frameType: '2x8', frameFeet: 10, frameInches: 0 }],
  copies: 1,
};
/** A roof stored before a rule changed: it no longer validates. */
const brokenRoof: TRoofConfigInput = { ...roof, motorQuantity: 0 };
const remote = (quantity: number): CartPartConfig => ({ family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity });

function cartOf(parts: CartPartConfig[]): CartInfo {
  return {
    screens: [{ screenId: 's1', screenName: 'Patio', details: '', config: makeScreenConfig() }],
    roofs: [
      { roofId: 'r1', config: brokenRoof },
      { roofId: 'r2', config: roof },
    ],
    parts: parts.map((config, i) => ({ partId: `p${i}`, config })),
    extraDetails: '',
  };
}

/** What the server answers the ask (priced here with the domain, as the server prices it). */
const answerTo = (ask: RetailAsk) => ({
  keys: ask.keys,
  answer: priceCart(sampleContext(), {
    screens: ask.input.screens.map((s) => ZScreenConfig.parse(s)),
    roofs: ask.input.roofs.map((r) => ZRoofConfig.parse(r)),
    parts: ask.input.parts as never,
  }),
});

describe("a salesperson's cart priced by pricing.quote (issue 32)", () => {
  it('asks for the lines quoteCart prices, leaving out a roof that does not validate', () => {
    expect(ZRoofConfig.safeParse(brokenRoof).success).toBe(false);
    const cart = cartOf([remote(1)]);
    expect(retailAsk(cart).input).toEqual({ screens: [cart.screens[0]!.config], roofs: [roof], parts: [remote(1)] });
  });

  it('shows no price before the answer, then every line of it: the roof left out unpriced, as the browser shows it', () => {
    const cart = cartOf([remote(1)]);
    const ask = retailAsk(cart);
    expect(shownPrices(cart, retailCartQuote(ask, undefined), 'IN_CART')).toEqual({ screens: [null], roofs: [0, null], parts: [null], totals: null });

    const held = answerTo(ask);
    const shown = shownPrices(cart, retailCartQuote(ask, held), 'IN_CART');
    const { screens, roofs, parts } = held.answer;
    const partTotal = parts[0]?.ok ? parts[0].quote.totalCents : Number.NaN;
    expect(shown.screens).toEqual([screens[0]!.totalCents]);
    expect(shown.roofs).toEqual([0, roofs[0]!.totalCents]);
    expect(shown.parts).toEqual([partTotal]);
    expect(shown.totals?.totalPrice).toBe(held.answer.totals.totalPrice);
  });

  it('while a new answer loads, the previous one prices the lines it priced; a changed line shows no price, and no total', () => {
    const before = retailAsk(cartOf([remote(1), remote(2)]));
    const held = answerTo(before);
    // The first part removed, the other's quantity changed: neither is priced at the other's price.
    const cart = cartOf([remote(3), remote(1)]);
    const shown = shownPrices(cart, retailCartQuote(retailAsk(cart), held), 'IN_CART');
    const first = held.answer.parts[0];
    expect(shown.parts).toEqual([null, first?.ok ? first.quote.totalCents : Number.NaN]);
    expect(shown.screens).toEqual([held.answer.screens[0]!.totalCents]);
    expect(shown.totals).toBeNull();
  });
});
