import { describe, expect, it } from 'vitest';
import { oneLineName } from './one-line-name';

describe('one-line names', () => {
  it('removes every bidirectional control', () => {
    const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];
    for (const c of controls) expect(oneLineName(`invoice${c}fdp.exe`)).toBe('invoicefdp.exe');
  });

  it('makes each run of line breaks one space and trims the ends', () => {
    expect(oneLineName('Patio\r\nscreen')).toBe('Patio screen');
    expect(oneLineName('Patio \r\n\r\n  screen\n')).toBe('Patio screen');
    expect(oneLineName('a\u2028b\u2029c\rd')).toBe('a b c d');
  });

  it('keeps everything else: accents, emoji, Arabic and Hebrew letters, inner spaces', () => {
    for (const name of ['Café Ünterhaus 😀', 'طلب 12', 'הזמנה', 'two  spaces', 'report.pdf']) expect(oneLineName(name)).toBe(name);
  });
});
