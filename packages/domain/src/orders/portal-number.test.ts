import { describe, expect, it } from 'vitest';
import { portalNumberIn, portalNumberPattern } from './portal-number';

describe('portalNumberIn', () => {
  it('reads the number however a person types it', () => {
    for (const typed of ['P-000123', 'p-123', 'P123', ' P-0123 ', 'p000123']) expect(portalNumberIn(typed)).toBe('P-000123');
  });

  it('keeps numbers past a million whole', () => {
    expect(portalNumberIn('P-1234567')).toBe('P-1234567');
  });

  it('names no number in other text', () => {
    for (const typed of ['', 'P-', '123', 'Patio 12', 'P-12a', 'P--12', 'Shade P-12']) expect(portalNumberIn(typed)).toBeUndefined();
  });

  it('gives what the pattern describes', () => {
    expect(portalNumberIn('p1')).toMatch(portalNumberPattern);
  });
});
