/**
 * Shipping agents (portal.md §3) with a tracking link where the carrier has a public one, or the
 * contact note for those that do not. `{n}` is the tracking number, URL-encoded.
 */
export const shippingAgents = [
  { name: 'TEAMS Transportation', note: 'Contact TEAMS Transportation with the tracking number for status.' },
  { name: 'ABF', url: 'https://arcb.com/tools/tracking.html#/{n}' },
  { name: 'Manitoulin', url: 'https://www.mtdirect.ca/MANITOULIN/public/shipmenttracing/search?probill={n}' },
  { name: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  { name: 'YRC', url: 'https://my.yrc.com/tools/track/shipments?referenceNumber={n}' },
  { name: 'Overland West', url: 'https://www.overlandwest.ca/tracking?pro={n}' },
  { name: 'USPS', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}' },
  { name: 'UPS', url: 'https://www.ups.com/track?tracknum={n}' },
  { name: 'MoLo', url: 'https://www.molologistics.com/tracking?number={n}' },
  { name: 'Priority1', url: 'https://www.priority1.com/tracking?number={n}' },
  { name: 'DHL', url: 'https://www.dhl.com/en/express/tracking.html?AWB={n}' },
  { name: 'Purolator', url: 'https://www.purolator.com/en/shipping/tracker?pin={n}' },
  { name: 'J&R Hall', note: 'Contact J&R Hall Transport with the tracking number for status.' },
] as const;

export const shippingAgentNames = shippingAgents.map((a) => a.name) as unknown as readonly [string, ...string[]];

/** The tracking link of a shipment, or the agent's contact note when it has no public tracking. */
export function trackingFor(agent: string, trackingNumber: string): { url: string } | { note: string } | null {
  const found = shippingAgents.find((a) => a.name === agent);
  if (!found) return null;
  if ('url' in found) return { url: found.url.replace('{n}', encodeURIComponent(trackingNumber)) };
  return { note: found.note };
}
