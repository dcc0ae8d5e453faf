import { mondayOfIsoWeek } from '@portal/domain/dashboard/dashboard-calendar';
import type { PriceGroup } from '@portal/domain/customers/customer';

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const money = {
  USD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  CAD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' }),
};

/** A week as its Monday reads on an axis: 'Nov 23'. */
export const weekStart = (week: string) => shortDay.format(new Date(`${mondayOfIsoWeek(week)}T00:00:00Z`));

/** A week in words, for the tables: '2026-W48 (from Nov 23)'. */
export const weekInWords = (week: string) => `${week} (from ${weekStart(week)})`;

/** A month on an axis ('Nov') and in words ('November 2026'). */
export const monthShort = (month: string) => shortMonth.format(new Date(`${month}-01T00:00:00Z`));
export const monthInWords = (month: string) => longMonth.format(new Date(`${month}-01T00:00:00Z`));

export const formatMoneyIn = (currency: PriceGroup, total: number) => money[currency].format(total);
export const formatAmount = (total: number) => amount.format(total);
export const formatCompact = (n: number) => compact.format(n);
export const formatRate = (rate: number | null) => (rate === null ? 'no promised shipments' : percent.format(rate));

/** Hours of a wait: '39.6 h'; '—' without approvals. */
export const formatHours = (hours: number | null): string => (hours === null ? '—' : `${hours} h`);

/** The same wait in days from a day on ('1.7 days'), where hours are hard to picture; null under a day. */
export const hoursInDays = (hours: number | null): string | null => (hours === null || hours < 24 ? null : `${Math.round((hours / 24) * 10) / 10} days`);
