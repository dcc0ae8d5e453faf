/**
 * The staff dashboard's calendar (issue 32, point 7): ISO weeks and months of calendar days
 * ('yyyy-mm-dd', no time, no zone). Which day an instant falls on is the portal's time zone's
 * business (lead-times/working-days.ts calendarDayIn); from the day on nothing depends on a zone.
 */

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

function toUtc(day: string): Date {
  const match = isoDay.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

/** The day `days` calendar days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return fromUtc(new Date(toUtc(day).getTime() + days * dayMs));
}

/** The Monday of the ISO week `day` is in (the day itself on a Monday). */
export function mondayOf(day: string): string {
  const date = toUtc(day);
  return addDays(day, -((date.getUTCDay() + 6) % 7));
}

/**
 * The ISO 8601 week of a day, as PostgreSQL's `to_char(day, 'IYYY-"W"IW')` writes it
 * ('2026-W48'): weeks start on Monday, and a week belongs to the year of its Thursday, so
 * 2027-01-01 (a Friday) is in 2026-W53 and 2024-12-30 (a Monday) in 2025-W01.
 */
export function isoWeekOf(day: string): string {
  const thursday = toUtc(addDays(mondayOf(day), 3));
  const year = thursday.getUTCFullYear();
  const dayOfYear = Math.round((thursday.getTime() - Date.UTC(year, 0, 1)) / dayMs);
  return `${year}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, '0')}`;
}

/** The Monday an ISO week label ('2026-W48') starts on ('2026-11-23'): the week of January 4th is the year's first. */
export function mondayOfIsoWeek(label: string): string {
  const match = /^(\d{4})-W(\d{2})$/.exec(label);
  if (!match) throw new Error(`not an ISO week: ${label}`);
  return addDays(mondayOf(`${match[1]}-01-04`), 7 * (Number(match[2]) - 1));
}

/** The `count` ISO weeks ending with the week of `today`, oldest first, and the day the first of them starts (its Monday). */
export function weeksEndingWith(today: string, count: number): { labels: string[]; firstDay: string } {
  const firstDay = addDays(mondayOf(today), -7 * (count - 1));
  const labels = Array.from({ length: count }, (_, i) => isoWeekOf(addDays(firstDay, 7 * i)));
  return { labels, firstDay };
}

/** The month of a day ('2026-11'). */
export function monthOf(day: string): string {
  if (!isoDay.test(day)) throw new Error(`not a calendar day: ${day}`);
  return day.slice(0, 7);
}

/** The `count` months ending with the month of `today`, oldest first, and the day the first of them starts (its 1st). */
export function monthsEndingWith(today: string, count: number): { labels: string[]; firstDay: string } {
  const date = toUtc(today);
  const labels = Array.from({ length: count }, (_, i) => {
    const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (count - 1) + i, 1));
    return fromUtc(month).slice(0, 7);
  });
  return { labels, firstDay: `${labels[0] ?? monthOf(today)}-01` };
}
