import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/domain-error';
import { copiesLimit } from '../pricing/cart/copies';
import { partQuantityMax } from '../configuration/parts/part-config';
import { defaultOrderLimits, orderLimitBounds, orderLimitError, orderSizeProblems, orderValueProblems, type OrderLimits } from './order-limits';

const limits: OrderLimits = { maxLines: 5, maxQuantity: 100, maxCopies: 10, maxValueCents: 1_000_000_00 };
const screen = (copies = 1) => ({ config: { copies } });
const roof = (copies = 1) => ({ config: { copies } });
const part = (quantity = 1) => ({ config: { quantity } });
const cart = (c: { screens?: { config: { copies: number } }[]; roofs?: { config: { copies: number } }[]; parts?: { config: { quantity: number } }[] }) => ({
  screens: [],
  roofs: [],
  parts: [],
  ...c,
});

describe('order size limits', () => {
  it('accepts an order at every limit', () => {
    expect(orderSizeProblems(cart({ screens: [screen(10), screen(10)], roofs: [roof(10)], parts: [part(100), part(100)] }), limits)).toEqual({});
  });

  it('refuses more lines than the limit, counting screens, roofs and parts together, naming the cart', () => {
    const problems = orderSizeProblems(cart({ screens: [screen(), screen()], roofs: [roof(), roof()], parts: [part(), part()] }), limits);
    expect(problems).toEqual({ cart: 'An order holds at most 5 lines (this one has 6): split it into several orders' });
  });

  it('refuses a part quantity over the limit, naming the line and its quantity', () => {
    expect(orderSizeProblems(cart({ parts: [part(100), part(101)] }), limits)).toEqual({ 'cart.parts.1.config.quantity': 'Part 2: Maximum quantity is 100' });
  });

  it('refuses copies of a screen or a roof over the limit, naming each line', () => {
    expect(orderSizeProblems(cart({ screens: [screen(1), screen(11)], roofs: [roof(500)] }), limits)).toEqual({
      'cart.screens.1.config.copies': 'Screen 2: Maximum value is 10',
      'cart.roofs.0.config.copies': 'Roof 1: Maximum value is 10',
    });
  });
});

describe('order value limit', () => {
  it("accepts a total up to the limit, in the order's currency", () => {
    expect(orderValueProblems(1_000_000_00, 'USD', limits)).toEqual({});
  });

  it('refuses a total over the limit, naming the cart, with both amounts', () => {
    expect(orderValueProblems(2_500_000_000_00, 'USD', limits)).toEqual({
      cart: 'The order total of $2,500,000,000.00 is over the limit of $1,000,000.00 per order: split it into several orders',
    });
    expect(orderValueProblems(1_000_000_01, 'CAD', limits).cart).toBe(
      'The order total of CA$1,000,000.01 is over the limit of CA$1,000,000.00 per order: split it into several orders',
    );
  });
});

describe('the refusal', () => {
  it('is a 400-kind error with its own code, the first problem as its message and every problem by field', () => {
    const error = orderLimitError({
      'cart.parts.1.config.quantity': 'Part 2: Maximum quantity is 100',
      cart: 'An order holds at most 5 lines (this one has 6): split it into several orders',
    });
    expect(isDomainError(error)).toBe(true);
    expect(error.code).toBe('BAD_INPUT');
    expect(error.publicCode).toBe('ORDER_LIMIT_EXCEEDED');
    expect(error.message).toBe('Part 2: Maximum quantity is 100');
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['cart.parts.1.config.quantity', 'cart']);
  });
});

describe('the defaults and their bounds', () => {
  it('lie within the bounds, which never exceed what the order schema itself accepts', () => {
    expect(orderLimitBounds.maxCopies.max).toBe(copiesLimit);
    expect(orderLimitBounds.maxQuantity.max).toBe(partQuantityMax);
    for (const [key, bound] of Object.entries(orderLimitBounds)) {
      const value = key === 'maxValue' ? defaultOrderLimits.maxValueCents / 100 : defaultOrderLimits[key as Exclude<keyof OrderLimits, 'maxValueCents'>];
      expect(value, key).toBeGreaterThanOrEqual(bound.min);
      expect(value, key).toBeLessThanOrEqual(bound.max);
    }
  });
});
