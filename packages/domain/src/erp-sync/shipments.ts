import { z } from 'zod';
import { shippingAgents } from '../orders/shipping-agents';
import { lineAmountCents, type SalesOrderDocument } from './sales-order-document';

/** A shipped quantity of one sales order line (its `sequence`), as the ERP posted it. */
export interface ShippedLine {
  sequence: number;
  lineObjectNumber: string;
  quantity: number;
}

export const ZOrderShipment = z
  .object({
    number: z.string().describe("The ERP's shipment number"),
    shipmentDate: z.string().describe('yyyy-mm-dd'),
    shippingAgent: z.string().nullable().describe('The carrier, once the ERP named it'),
    trackingNumber: z.string().nullable(),
    tracking: z
      .union([z.object({ url: z.string() }), z.object({ note: z.string() }), z.null()])
      .describe('Where to follow it: a tracking link, or the carrier’s contact note; null for a carrier the portal does not know'),
    lines: z
      .array(z.object({ lineObjectNumber: z.string().describe('The item'), quantity: z.number().describe('Shipped in this shipment') }))
      .describe('What this shipment holds, item by item'),
  })
  .meta({ id: 'OrderShipment', description: 'A shipment the ERP posted for the order (a part of it, or the rest)' });
export type OrderShipment = z.infer<typeof ZOrderShipment>;

/**
 * The portal's carrier for the ERP's shipping agent code: the agent whose name matches it, ignoring
 * case, spaces and punctuation ('FEDEX', 'Fed Ex' → FedEx); otherwise the code itself (shown, without a tracking link).
 */
export function shippingAgentOf(code: string): string {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return shippingAgents.find((a) => key(a.name) === key(code))?.name ?? code.trim();
}

/** Whether the shipments hold every Item line of the sales order in full: the order is then Shipped. */
export function shippedInFull(document: SalesOrderDocument, shipments: readonly { lines: readonly ShippedLine[] }[]): boolean {
  const shipped = new Map<number, number>();
  for (const line of shipments.flatMap((s) => s.lines)) shipped.set(line.sequence, (shipped.get(line.sequence) ?? 0) + line.quantity);
  // Quantities compared in the ERP's five decimals, as its lines hold them.
  const units = (q: number) => Math.round(q * 100_000);
  return document.lines.every((line) => line.lineType !== 'Item' || units(shipped.get(line.sequence) ?? 0) >= units(line.quantity));
}

export const ZOrderInvoice = z
  .object({
    id: z.string().describe("The ERP's invoice id (its PDF: GET /api/orders/{id}/invoices/{invoiceId}/pdf)"),
    number: z.string(),
    invoiceDate: z.string().describe('yyyy-mm-dd'),
    total: z.number().describe('The total including tax, in `currency`'),
    totalCents: z.number().int().describe('The same in exact cents'),
    currency: z.string(),
  })
  .meta({ id: 'OrderInvoice', description: 'An invoice the ERP posted for the order' });
export const ZOrderInvoices = z.object({ items: z.array(ZOrderInvoice) }).meta({ id: 'OrderInvoices', description: "The order's invoices, oldest first" });
export type TOrderInvoices = z.infer<typeof ZOrderInvoices>;

/** A document's Item lines' amount, in cents (what the ERP's total for the sales order is before tax). */
export const itemLinesCents = (document: SalesOrderDocument) =>
  document.lines.reduce((sum, l) => sum + (l.lineType === 'Item' ? lineAmountCents(l.quantity, l.unitPrice) : 0), 0);
