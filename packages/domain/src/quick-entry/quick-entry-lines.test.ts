import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { readQuickEntryLines } from './quick-entry-lines';
import { quickEntryMaxLines, quickEntryMessages } from './quick-entry-schemas';

const refusalOf = (text: string) => {
  try {
    readQuickEntryLines(text);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, fieldErrors: error.fieldErrors };
    throw error;
  }
  return undefined;
};

describe('readQuickEntryLines: columns', () => {
  it('reads item, quantity and options, numbering lines as the text does (blank lines counted, not read)', () => {
    const { rows, refused } = readQuickEntryLines('PT-RMT-5-WHT, 3\n\n  Handheld Remote ,2, Channels=5 ; Color=White \n');
    expect(refused).toEqual([]);
    expect(rows).toEqual([
      { line: 1, text: 'PT-RMT-5-WHT, 3', item: 'PT-RMT-5-WHT', quantity: 3, options: {} },
      { line: 3, text: 'Handheld Remote ,2, Channels=5 ; Color=White', item: 'Handheld Remote', quantity: 2, options: { Channels: '5', Color: 'White' } },
    ]);
  });

  it("reads a spreadsheet's cells pasted (tabs), CRLF line ends and a byte order mark", () => {
    const { rows } = readQuickEntryLines('\uFEFFPT-RMT-5-WHT\t4\r\nDownspout\t1\tColor=Black;Size=4"\r\n');
    expect(rows.map((r) => [r.line, r.item, r.quantity, r.options])).toEqual([
      [1, 'PT-RMT-5-WHT', 4, {}],
      [2, 'Downspout', 1, { Color: 'Black', Size: '4"' }],
    ]);
  });

  it('reads quoted columns (a comma or a doubled quote inside) and options split over several columns', () => {
    const { rows } = readQuickEntryLines('"Downspout", "2", "Color=Black;Size=2"""\nHandheld Remote,1,Channels=16,Color=Black\n');
    expect(rows.map((r) => r.options)).toEqual([
      { Color: 'Black', Size: '2"' },
      { Channels: '16', Color: 'Black' },
    ]);
  });

  it('skips blank lines and the empty rows a spreadsheet saves (only separators)', () => {
    const { rows, refused } = readQuickEntryLines('\n ,, \n\t\t\nPT-SCREW-100,1\n;;\n');
    expect(refused).toEqual([]);
    expect(rows.map((r) => r.line)).toEqual([4]);
  });
});

describe('readQuickEntryLines: the header', () => {
  it.each(['item number,quantity,options', 'Item No.,Qty', 'Part #\tQuantity\tOptions', 'sku,count', 'number,qty.,', ',quantity', '"Item Number","Quantity"'])(
    'skips a first line naming its columns: %s',
    (header) => {
      const { rows, refused } = readQuickEntryLines(`${header}\nPT-SCREW-100,5`);
      expect(refused).toEqual([]);
      expect(rows).toEqual([{ line: 2, text: 'PT-SCREW-100,5', item: 'PT-SCREW-100', quantity: 5, options: {} }]);
    },
  );

  it('skips the header after blank lines, and only the first line', () => {
    const { rows, refused } = readQuickEntryLines('\n\nitem,quantity\nitem,quantity\nPT-SCREW-100,1');
    expect(rows.map((r) => r.line)).toEqual([5]);
    expect(refused).toEqual([{ line: 4, text: 'item,quantity', reason: quickEntryMessages.badQuantity('quantity') }]);
  });

  it('reads a first line with a number for its quantity as an item, whatever it is called', () => {
    expect(readQuickEntryLines('Part 7,2').rows).toMatchObject([{ line: 1, item: 'Part 7', quantity: 2 }]);
  });

  it('refuses a first line with a bad quantity that names no column, rather than skipping it', () => {
    expect(readQuickEntryLines('Handheld Remote,two\nPT-SCREW-100,1').refused).toEqual([
      { line: 1, text: 'Handheld Remote,two', reason: quickEntryMessages.badQuantity('two') },
    ]);
  });
});

describe('readQuickEntryLines: refused lines, each with its reason', () => {
  it.each([
    [',3', quickEntryMessages.noItem],
    ['PT-SCREW-100', quickEntryMessages.noQuantity],
    ['PT-SCREW-100,', quickEntryMessages.noQuantity],
    ['PT-SCREW-100,0', quickEntryMessages.badQuantity('0')],
    ['PT-SCREW-100,-2', quickEntryMessages.badQuantity('-2')],
    ['PT-SCREW-100,2.5', quickEntryMessages.badQuantity('2.5')],
    ['PT-SCREW-100,1e3', quickEntryMessages.badQuantity('1e3')],
    ['PT-SCREW-100,lots', quickEntryMessages.badQuantity('lots')],
    ['Handheld Remote,1,Channels', quickEntryMessages.optionWithoutValue('Channels')],
    ['Handheld Remote,1,=5', quickEntryMessages.optionWithoutValue('=5')],
    ['Handheld Remote,1,Color=', quickEntryMessages.optionWithoutValue('Color=')],
    ['Handheld Remote,1,Color=Black;color=White', quickEntryMessages.optionTwice('color')],
    ['"PT-SCREW-100,1', quickEntryMessages.unreadable],
  ])('%s: %s', (line, reason) => {
    const { rows, refused } = readQuickEntryLines(`item,qty\n${line}\nPT-SCREW-100,1`);
    expect(refused).toEqual([{ line: 2, text: line, reason }]);
    expect(rows.map((r) => r.line)).toEqual([3]);
  });

  it('refuses only the line whose quote is left open; the next lines are read', () => {
    const { rows, refused } = readQuickEntryLines('"PT-SCREW-100,1\nPT-SCREW-100,2\n"PT-RMT-5-WHT",3');
    expect(refused.map((r) => r.line)).toEqual([1]);
    expect(rows.map((r) => [r.line, r.quantity])).toEqual([
      [2, 2],
      [3, 3],
    ]);
  });

  it('reads a quantity far too large as a number (the order limit refuses it later) and reads leading zeros', () => {
    expect(readQuickEntryLines('PT-SCREW-100,007\nPT-SCREW-100,99999999999999999999999').rows.map((r) => r.quantity)).toEqual([7, 1e23]);
  });

  it('echoes a line on one line, without bidirectional controls, and at most 200 characters', () => {
    const long = `${'X'.repeat(300)},1`;
    const [refusal] = readQuickEntryLines(`PT\u202E-1,x\n${long}`).refused;
    expect(refusal?.text).toBe('PT-1,x');
    const { rows } = readQuickEntryLines(long);
    expect(rows[0]?.text).toBe(`${'X'.repeat(200)}…`);
  });
});

describe('readQuickEntryLines: what it refuses whole (a 400 naming lines)', () => {
  it.each(['', '   \n\n', 'item number,quantity,options\n', ',,\n;'])('nothing to add: %j', (text) => {
    expect(refusalOf(text)).toEqual({ code: 'BAD_INPUT', fieldErrors: { lines: quickEntryMessages.empty } });
  });

  it(`more than ${quickEntryMaxLines} lines (the header and blank lines not counted)`, () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `PT-SCREW-100,${i + 1}`);
    expect(readQuickEntryLines(['item,qty', ...lines(quickEntryMaxLines), '', ''].join('\n')).rows).toHaveLength(quickEntryMaxLines);
    expect(refusalOf(lines(quickEntryMaxLines + 1).join('\n'))).toEqual({
      code: 'BAD_INPUT',
      fieldErrors: { lines: quickEntryMessages.tooMany(quickEntryMaxLines + 1) },
    });
  });
});
