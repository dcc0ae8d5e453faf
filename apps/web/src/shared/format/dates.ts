/** Spec §9: dates in lists read 'MMM dd, yyyy' (Nov 05, 2026), in the viewer's time zone. */
const listDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** A missing date (an order not shipped yet) reads '—', as an unreadable one does. */
export function formatListDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : listDate.format(date);
}

/** The time of day, in the viewer's time zone: '3:04 PM'. */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : clock.format(date);
}

/** Spec §9 long format 'MMMM d, yyyy, h:mm a': November 23, 2026, 11:42 PM (Intl alone says '… at …'). */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : `${longDay.format(date)}, ${clock.format(date)}`;
}

const calendarDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** A calendar day (yyyy-mm-dd: a ship date, a holiday) as 'Mon, Dec 21, 2026', the same day in every time zone. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '—' : calendarDay.format(date);
}
