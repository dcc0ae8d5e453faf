export const priceGroups = ['USD', 'CAD'] as const;
export type PriceGroup = (typeof priceGroups)[number];

/** An ERP customer as the portal lists it (portal.md §3 Customer, with its tier). */
export interface ErpCustomer {
  id: string;
  displayName: string;
  priceGroup: PriceGroup;
  tierId: string | null;
  tierName: string | null;
  tierRate: number;
  isSenderReceiver: boolean;
}
