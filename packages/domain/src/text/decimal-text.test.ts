import { describe, expect, it } from 'vitest';
import { numberFromDecimalText } from './decimal-text';

describe('numbers sent as text are read as decimal digits only (issue 26)', () => {
  it('reads decimal digits, a leading minus, a fraction after a point, spaces around', () => {
    expect(['96', ' 3 ', '072', '0.5', '-1', '10.125'].map(numberFromDecimalText)).toEqual([96, 3, 72, 0.5, -1, 10.125]);
  });

  it('leaves every other notation as the text it was, for the schema to refuse', () => {
    for (const text of ['1e1', '0x3', '0b1', '0o7', 'Infinity', '-Infinity', 'NaN', '', ' ', '.5', '3.', '+3', '1_000', '1,5', '3 4', '٣']) {
      expect(numberFromDecimalText(text), text).toBe(text);
    }
  });

  it('passes numbers and other values through', () => {
    expect([3, null, undefined, true].map(numberFromDecimalText)).toEqual([3, null, undefined, true]);
  });
});
