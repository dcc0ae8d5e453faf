import { z } from 'zod';
import { shippingAgentNames } from '../orders/shipping-agents';

/**
 * The built-in sample ERP's back office (issue 30, point 6): without Business Central, an
 * administrator posts a shipment and an invoice for an order's sales order from the order desk, so
 * the round trip shows with no ERP at all.
 */
export const sampleErpMessages = {
  notInUse: 'Business Central posts shipments and invoices: the sample ERP is not in use',
  notSent: "This order's sales order is not in the sample ERP yet",
  nothingToShip: 'Everything on this sales order has shipped already',
} as const;

export const ZPostSampleShipmentInput = z.object({
  id: z.uuid({ error: 'id must be an order id' }).describe('The order'),
  shippingAgent: z.enum(shippingAgentNames, { error: 'Please choose a shipping agent from the list' }),
  trackingNumber: z.string().trim().min(1, 'Please enter the tracking number').max(100, 'Tracking number must be at most 100 characters'),
  lines: z
    .array(
      z.object({
        sequence: z.number().int().positive().describe('The sales order line'),
        quantity: z.number().positive('quantity must be more than 0').max(1_000_000).describe('How much of it ships now'),
      }),
    )
    .max(1000)
    .optional()
    .describe('A partial shipment: these lines and quantities; absent: everything not shipped yet'),
});
export type TPostSampleShipment = z.output<typeof ZPostSampleShipmentInput>;

export const ZSampleErpPosted = z
  .object({ number: z.string().describe("The sample ERP's document number"), message: z.string() })
  .meta({ id: 'SampleErpPosted', description: 'A shipment or invoice posted in the sample ERP; the poller brings it to the order' });
