import type { DetailEntry } from '../orders/line-details';

/** A configured line as printed: its name, its values, its drawing and its money. */
export interface PrintedLine {
  title: string;
  details: DetailEntry[];
  /** The line's drawing (SVG text), or null for a part. */
  drawing: string | null;
  quantity: number;
  unitPrice: string;
  total: string;
}

export interface PrintedSection {
  title: string;
  lines: PrintedLine[];
}

/**
 * What a printed document (an order, a customer quote) holds, every value already in the words
 * and figures its reader sees: the PDF renderer lays it out and adds nothing, so a test of this
 * model is a test of what the paper says (and of what it never says: a quote's model never holds
 * a cost figure).
 */
export interface PrintedDocument {
  /** The document's title, and the PDF's: 'Order P-000123', 'Quote Q-000001'. */
  title: string;
  subtitle: string;
  /** Who it is from, on a quote: the dealer's company block. */
  from: string[];
  /** The facts under the title (dates, status, customer, numbers), in order. */
  facts: DetailEntry[];
  sections: PrintedSection[];
  totals: DetailEntry[];
  /** Short sentences under the totals ('Taxes and shipping not included', the validity). */
  notes: string[];
  /** Longer blocks with their headings (shipments, the dealer's notes), after the totals. */
  blocks: Array<{ title: string; lines: string[] }>;
}

/** A date as the documents print it: 'Dec 07, 2026' (the calendar day in UTC). */
export function printedDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}
