import { formatMoney, type Cents } from '@portal/domain/money/money';
import type { TQuote } from '@portal/domain/quotes/quote-schemas';
import { markupKindLabels, markupKinds, type MarkupKind, type Markups } from '@portal/domain/quotes/retail-prices';

const markupNumber = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const percentNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** 1.35 → '1.35×'. */
export const formatMarkup = (markup: number): string => `${markupNumber.format(markup)}×`;

/** '25.9 %': a share as the dealer reads it. */
export const formatPercent = (percent: number): string => `${percentNumber.format(percent)} %`;

/** The share of the selling price the dealer keeps: 1.35× keeps 25.9 %. */
export const marginPercent = (retailCents: Cents, costCents: Cents): number => (retailCents > 0 ? ((retailCents - costCents) / retailCents) * 100 : 0);

/** What a markup does to a price, beside its field: '35 % over cost · 25.9 % margin', or how far under cost it sells. */
export function markupEffect(markup: number): string {
  if (!Number.isFinite(markup) || markup <= 0) return 'Retail price = your price × markup';
  if (markup < 1) return `Sells ${formatPercent((1 - markup) * 100)} under your cost`;
  return `${formatPercent((markup - 1) * 100)} over cost · ${formatPercent(marginPercent(markup, 1))} margin`;
}

/** The kinds below 1×, in words: 'Roofs at 0.90×', 'Roofs at 0.90× and Parts at 0.80×'. */
export function belowCostWords(markups: Markups, kinds: MarkupKind[]): string {
  const named = kinds.map((kind) => `${markupKindLabels[kind]} at ${formatMarkup(markups[kind])}`);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
}

/** 'Screens 1.35× · Roofs 1.20× · Parts 1.50×'. */
export const markupsInWords = (markups: Markups): string => markupKinds.map((kind) => `${markupKindLabels[kind]} ${formatMarkup(markups[kind])}`).join(' · ');

/** A calendar day (yyyy-mm-dd) as 'Dec 05, 2026': read as that day wherever the viewer is, never shifted by time zones. */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return dayFormat.format(new Date(year, month - 1, day));
}

/** The viewer's calendar day `days` from today, as yyyy-mm-dd. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An open quote whose last day has passed. */
export const isExpired = (quote: Pick<TQuote, 'status' | 'validUntil'>): boolean => quote.status === 'open' && quote.validUntil < dayFromToday(0);

/** Money of a quote, in the currency of the order it was made from. */
export const quoteMoney = (quote: Pick<TQuote, 'currency'>, cents: Cents): string => formatMoney(cents, quote.currency);
