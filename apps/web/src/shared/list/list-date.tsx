import { createContext, useContext, type ReactNode } from 'react';
import { formatClock, formatListDate, formatLongDate } from '../format/dates';

/** The days (in the viewer's time zone) on which a list shows more than one event. */
const CrowdedDays = createContext<ReadonlySet<string>>(new Set());

/** The viewer's calendar day of a time, or null for a missing or unreadable one. */
function dayOf(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toDateString();
}

/** The days that more than one of these times fall on. */
export function crowdedDays(times: (string | null | undefined)[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const crowded = new Set<string>();
  for (const day of times.map(dayOf)) {
    if (day === null) continue;
    if (seen.has(day)) crowded.add(day);
    seen.add(day);
  }
  return crowded;
}

/** Gives the dates inside a list the days its rows share. */
export function CrowdedDaysProvider({ times, children }: { times: (string | null | undefined)[]; children: ReactNode }) {
  return <CrowdedDays.Provider value={crowdedDays(times)}>{children}</CrowdedDays.Provider>;
}

interface ListDateProps {
  iso: string | null | undefined;
  /** The date alone ('Nov 05, 2026' unless said). */
  format?: (iso: string) => string;
}

/**
 * A date in a list: the day, and its time too where the list shows another event that day (two
 * orders changed on one day, a request placed and updated the same day), so their order reads. The
 * full date and time are the tooltip.
 */
export function ListDate({ iso, format = formatListDate }: ListDateProps) {
  const crowded = useContext(CrowdedDays);
  const day = dayOf(iso);
  if (!iso || day === null) return <>—</>;
  return (
    <time dateTime={iso} title={formatLongDate(iso)}>
      {crowded.has(day) ? `${format(iso)}, ${formatClock(iso)}` : format(iso)}
    </time>
  );
}
