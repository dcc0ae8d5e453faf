import { describe, expect, it } from 'vitest';
import { makeScreenConfig } from '../pricing/screen/screen-test-config';
import { estimatedShipDate, lineLeadDays, orderShipDate, ZLeadTimes, type TLeadTimes } from './lead-times';

const table: TLeadTimes = {
  kinds: { screens: 10, roofs: 15, parts: 2 },
  additions: [
    { field: 'jobColor', value: 'Custom', days: 5 },
    { field: 'housingSize', value: '7', days: 2 },
    { field: 'colors.frameColor', value: 'MF', days: 4 },
  ],
  holidays: ['2026-12-25', '2027-01-01'],
};

describe('lead times (issue 32: working days per kind, additions per option value)', () => {
  it("adds a line's matching additions to its kind's days", () => {
    expect(lineLeadDays(table, 'screens', makeScreenConfig({}))).toBe(10);
    expect(lineLeadDays(table, 'screens', makeScreenConfig({ jobColor: 'Custom', ralCode: '7016', housingSize: '7' }))).toBe(17);
    expect(lineLeadDays(table, 'roofs', { colors: { frameColor: 'MF' } })).toBe(19);
    expect(lineLeadDays(table, 'parts', { family: 'Remote', options: {} })).toBe(2);
  });

  it('dates a line from today in working days, over the holidays; the order ships with its slowest line', () => {
    const screen = estimatedShipDate(table, 'screens', makeScreenConfig({}), '2026-12-18');
    expect(screen).toBe('2027-01-05'); // 10 working days from Friday the 18th, Christmas and New Year's Day off
    expect(orderShipDate(['2027-01-05', '2026-12-22'])).toBe('2027-01-05');
    expect(orderShipDate([])).toBeNull();
  });

  it('refuses a table with negative days or a holiday that is no date, naming the field', () => {
    const refused = ZLeadTimes.safeParse({ ...table, kinds: { ...table.kinds, roofs: -1 }, holidays: ['Christmas'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['kinds.roofs', 'holidays.0']);
  });
});
