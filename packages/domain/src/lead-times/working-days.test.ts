import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, calendarDayIn, isWorkingDay } from './working-days';

const none = new Set<string>();

describe('working days (issue 32: Monday to Friday, less the holidays)', () => {
  it('skips weekends and holidays', () => {
    expect(addWorkingDays('2026-12-04', 1, none)).toBe('2026-12-07'); // Friday + 1 → Monday
    expect(addWorkingDays('2026-12-24', 1, new Set(['2026-12-25']))).toBe('2026-12-28'); // Thursday, Christmas off → Monday
    expect(addWorkingDays('2026-12-05', 0, none)).toBe('2026-12-07'); // Saturday, 0 days → the next working day
    expect(addWorkingDays('2026-12-07', 10, none)).toBe('2026-12-21');
  });

  it('lands on a working day with exactly `days` working days after the start', () => {
    const day = fc.date({ min: new Date('2025-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 60 }), fc.uniqueArray(day, { maxLength: 20 }), (start, days, holidayList) => {
        const holidays = new Set(holidayList);
        const end = addWorkingDays(start, days, holidays);
        expect(isWorkingDay(end, holidays)).toBe(true);
        expect(end >= start).toBe(true);
        let counted = 0;
        const first = addWorkingDays(start, 0, holidays);
        for (let d = first; d < end; d = addWorkingDays(d, 1, holidays)) counted += 1;
        expect(counted).toBe(days);
      }),
      { numRuns: 300 },
    );
  });

  it("reads today in the portal's time zone", () => {
    const lateEvening = new Date('2026-12-08T05:30:00Z'); // 22:30 on the 7th in Phoenix (UTC−7)
    expect(calendarDayIn('America/Phoenix', lateEvening)).toBe('2026-12-07');
    expect(calendarDayIn('UTC', lateEvening)).toBe('2026-12-08');
  });
});
