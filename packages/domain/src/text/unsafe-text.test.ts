import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './unsafe-text';

describe('characters no field holds', () => {
  it('names the field holding NUL, another control character, DEL or a lone surrogate', () => {
    expect(findUnsafeText({ fname: 'a\u0000b' })).toBe('fname');
    expect(findUnsafeText({ cart: { screens: [{ screenName: 'ok' }, { screenName: 'bell\u0007' }] } })).toBe('cart.screens.1.screenName');
    expect(findUnsafeText({ orderName: 'x\u007f' })).toBe('orderName');
    expect(findUnsafeText({ orderName: 'half \uD800 pair' })).toBe('orderName');
    expect(findUnsafeText({ orderName: 'low \uDC00 alone' })).toBe('orderName');
    expect(findUnsafeText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnsafeText('\u0000')).toBe('input');
  });

  it('lets text through: tabs, line breaks, accents, emoji (a surrogate pair)', () => {
    expect(findUnsafeText({ details: 'line one\r\nline\ttwo', name: 'Café Ünterhaus 😀', n: 3, ok: true, none: null })).toBeNull();
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)*$/);
  });
});
