import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekOf, mondayOf, mondayOfIsoWeek, monthOf, monthsEndingWith, weeksEndingWith } from './dashboard-calendar';

const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('ISO weeks of calendar days (issue 32, the dashboard)', () => {
  it('names the week as PostgreSQL to_char(IYYY-"W"IW) does, the year being its Thursday’s', () => {
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48'); // a Monday
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48'); // its Sunday
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01'); // December, in next year's first week
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2026-12-31')).toBe('2026-W53'); // 2026 starts on a Thursday: 53 weeks
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53'); // January, in last year's last week
  });

  it('gives every day of a week its Monday’s label, and the next Monday the next label', () => {
    fc.assert(
      fc.property(day, (d) => {
        const monday = mondayOf(d);
        expect(d >= monday && d <= addDays(monday, 6)).toBe(true);
        expect(isoWeekOf(d)).toBe(isoWeekOf(monday));
        expect(mondayOfIsoWeek(isoWeekOf(d))).toBe(monday);
        const [year, week] = isoWeekOf(monday).split('-W').map(Number);
        const [nextYear, nextWeek] = isoWeekOf(addDays(monday, 7)).split('-W').map(Number);
        expect(nextWeek === (week ?? 0) + 1 ? nextYear === year : nextWeek === 1 && nextYear === (year ?? 0) + 1).toBe(true);
      }),
    );
  });

  it('finds the Monday a week label starts on', () => {
    expect(mondayOfIsoWeek('2026-W48')).toBe('2026-11-23');
    expect(mondayOfIsoWeek('2026-W01')).toBe('2025-12-29');
    expect(mondayOfIsoWeek('2026-W53')).toBe('2026-12-28');
    expect(() => mondayOfIsoWeek('2026-48')).toThrow('not an ISO week');
  });

  it('lists the twelve weeks ending with this one, oldest first, from the first one’s Monday', () => {
    const { labels, firstDay } = weeksEndingWith('2027-01-06', 12);
    expect(firstDay).toBe('2026-10-19');
    expect(labels).toEqual([
      '2026-W43',
      '2026-W44',
      '2026-W45',
      '2026-W46',
      '2026-W47',
      '2026-W48',
      '2026-W49',
      '2026-W50',
      '2026-W51',
      '2026-W52',
      '2026-W53',
      '2027-W01',
    ]);
    expect(weeksEndingWith('2026-11-29', 1)).toEqual({ labels: ['2026-W48'], firstDay: '2026-11-23' });
  });

  it('lists the twelve months ending with this one, across a year', () => {
    expect(monthOf('2026-11-30')).toBe('2026-11');
    const { labels, firstDay } = monthsEndingWith('2027-02-28', 12);
    expect(firstDay).toBe('2026-03-01');
    expect(labels).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthsEndingWith('2026-12-31', 1)).toEqual({ labels: ['2026-12'], firstDay: '2026-12-01' });
  });

  it('refuses what is not a calendar day', () => {
    expect(() => isoWeekOf('2026-11')).toThrow('not a calendar day');
    expect(() => monthOf('soon')).toThrow('not a calendar day');
  });
});
