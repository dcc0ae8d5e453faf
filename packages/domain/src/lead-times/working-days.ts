/**
 * Working days (issue 32, lead times): Monday to Friday, less the manufacturer's holidays. Dates
 * are calendar days, 'yyyy-mm-dd', with no time and no zone: the portal's time zone decides which
 * day today is (`calendarDayIn`), and nothing after that depends on one.
 */

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(day: string): Date {
  const match = isoDay.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = toUtc(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * The working day `days` working days after `start` (start itself not counted): 0 days is
 * `start` when it is a working day, else the next one. Holidays are calendar days.
 */
export function addWorkingDays(start: string, days: number, holidays: ReadonlySet<string>): string {
  if (!Number.isInteger(days) || days < 0) throw new Error(`days must be a whole number, 0 or more: ${days}`);
  const date = toUtc(start);
  const step = () => date.setUTCDate(date.getUTCDate() + 1);
  while (!isWorkingDay(fromUtc(date), holidays)) step();
  for (let left = days; left > 0;) {
    step();
    if (isWorkingDay(fromUtc(date), holidays)) left -= 1;
  }
  return fromUtc(date);
}

/** The calendar day an instant falls on in a time zone ('America/Phoenix'): what "today" is for the portal. */
export function calendarDayIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar day as people read it ('Friday, January 8, 2027'), the same in every time zone. */
export function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
