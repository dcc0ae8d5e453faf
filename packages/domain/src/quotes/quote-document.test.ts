import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePrintableOrder } from '../documents/document-test-order';
import { formatMoney } from '../money/money';
import { quoteDocument } from './quote-document';
import { toQuoteView } from './quote-view';

const company = { name: 'Shade & Co', address: '12 Lake Rd\nSpringfield', phone: '555-0100', email: 'sales@shade.example.com' };

function quoteOf(lines: number, markups: { screens: number; roofs: number; parts: number }) {
  const order = makePrintableOrder(lines);
  const view = toQuoteView({
    id: '20000000-0000-4000-8000-000000000001',
    number: 42,
    orderId: order._id,
    order,
    createdByName: 'Dana Dealer',
    customerName: 'Pat <b>Customer</b>',
    customerAddress: '1 Main St',
    markups,
    validUntil: '2027-01-31',
    notes: 'Installation in May.',
    status: 'open',
    createdAt: new Date('2026-12-07T10:00:00Z'),
    updatedAt: new Date('2026-12-07T10:00:00Z'),
  });
  return { order, view, document: quoteDocument(view, order, company, new Map()) };
}

describe('a quote as its customer reads it (issue 31)', () => {
  it('says who it is from and for, each line at retail, the total and the validity', () => {
    const { view, document } = quoteOf(3, { screens: 1.35, roofs: 1.2, parts: 2 });
    expect(document.title).toBe('Quote Q-000042');
    expect(document.from).toEqual(['Shade & Co', '12 Lake Rd', 'Springfield', '555-0100', 'sales@shade.example.com']);
    expect(document.facts).toContainEqual({ label: 'Prepared for', value: 'Pat <b>Customer</b>' });
    expect(document.facts).toContainEqual({ label: 'Valid until', value: 'Jan 31, 2027' });
    expect(document.sections.flatMap((s) => s.lines.map((l) => l.total))).toEqual(view.lines.map((l) => formatMoney(l.retailTotalCents, 'USD')));
    expect(document.totals).toEqual([{ label: 'Total', value: formatMoney(view.retailTotalCents, 'USD') }]);
    expect(document.blocks).toEqual([{ title: 'Notes', lines: ['Installation in May.'] }]);
  });

  it('never holds a cost figure, the tier or the portal number, whatever the markups', () => {
    const markup = fc.integer({ min: 10_001, max: 100_000 }).map((n) => n / 10_000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), markup, markup, markup, (lines, screens, roofs, parts) => {
        const { order, view, document } = quoteOf(lines, { screens, roofs, parts });
        const printed = JSON.stringify(document);
        const retail = new Set(view.lines.flatMap((l) => [l.retailUnitCents, l.retailTotalCents]).concat(view.retailTotalCents));
        const costs = [...order.screens, ...order.roofs, ...order.parts].flatMap((l) => [l.priceCents, l.totalCents]).concat(Object.values(order.totalsCents));
        for (const cents of costs.filter((c) => !retail.has(c))) expect(printed).not.toContain(formatMoney(cents, 'USD'));
        expect(printed).not.toContain(order.portalNumber);
        expect(printed).not.toMatch(/tier|discount|85 ?%/i);
      }),
      { numRuns: 100 },
    );
  });
});
