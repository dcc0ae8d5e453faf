import { lineSections, taxesNotIncluded } from '../documents/order-document';
import { printedDate, type PrintedDocument } from '../documents/printed-document';
import { formatMoney } from '../money/money';
import type { OrderLines } from '../orders/order-view';
import type { TQuote, TQuoteSettings } from './quote-schemas';

const nonEmpty = (lines: string[]) => lines.map((l) => l.trim()).filter((l) => l.length > 0);

/**
 * A quote as the dealer's customer reads it (GET /api/quotes/{id}/pdf): the dealer's company
 * block, the customer, each line with its drawing and its retail price, the total, the validity
 * and the notes. Built from the quote's retail lines only: no cost, tier, discount or portal
 * price reaches it.
 */
export function quoteDocument(quote: TQuote, order: OrderLines, company: TQuoteSettings['company'], drawings: ReadonlyMap<string, string>): PrintedDocument {
  const money = (cents: number) => formatMoney(cents, quote.currency);
  const retail = new Map(quote.lines.map((l) => [l.lineId, l]));
  const ids = { screens: order.screens.map((l) => l.screenId), roofs: order.roofs.map((l) => l.roofId), parts: order.parts.map((l) => l.partId) };
  return {
    title: `Quote ${quote.number}`,
    subtitle: quote.orderName,
    from: nonEmpty([company.name, ...company.address.split(/\r?\n/), company.phone, company.email]),
    facts: [
      { label: 'Date', value: printedDate(quote.createdAt) },
      { label: 'Valid until', value: printedDate(`${quote.validUntil}T00:00:00.000Z`) },
      { label: 'Prepared for', value: quote.customerName },
      ...(quote.customerAddress ? [{ label: 'Address', value: nonEmpty(quote.customerAddress.split(/\r?\n/)).join(', ') }] : []),
    ],
    sections: lineSections({
      lines: order,
      drawings,
      money,
      prices: (kind, i) => {
        const line = retail.get(ids[kind][i] ?? '');
        return { unitCents: line?.retailUnitCents ?? 0, totalCents: line?.retailTotalCents ?? 0 };
      },
    }),
    totals: [{ label: 'Total', value: money(quote.retailTotalCents) }],
    notes: [taxesNotIncluded, `This quote is valid until ${printedDate(`${quote.validUntil}T00:00:00.000Z`)}`],
    blocks: quote.notes ? [{ title: 'Notes', lines: [quote.notes] }] : [],
  };
}
