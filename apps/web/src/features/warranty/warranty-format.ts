/** Spec §9: dates in lists read 'MMM dd, yyyy' (Nov 05, 2026), in the viewer's time zone. */
const listDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function formatListDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : listDate.format(date);
}

/** Spec §9 long format 'MMMM d, yyyy, h:mm a': when each status change happened. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : `${longDay.format(date)}, ${clock.format(date)}`;
}
