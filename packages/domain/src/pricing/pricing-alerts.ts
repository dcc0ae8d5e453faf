/** The spec's pricing alerts (adjustments-and-pricing.md §8); a line with an alert prices at 0. */
export type PricingAlertCode = 'ITEM_NOT_FOUND' | 'PRICE_GROUP_NOT_FOUND' | 'LENGTH_NOT_FOUND' | 'HOUSING_NOT_FOUND' | 'NO_PRICE' | 'UNIT_NOT_FOUND';

export interface PricingAlert {
  code: PricingAlertCode;
  message: string;
  itemNo?: string;
}

export const pricingAlert = {
  itemNotFound: (itemNo?: string): PricingAlert => ({ code: 'ITEM_NOT_FOUND', message: 'Item not found', ...(itemNo ? { itemNo } : {}) }),
  priceGroupNotFound: (itemNo: string): PricingAlert => ({ code: 'PRICE_GROUP_NOT_FOUND', message: `Price group not found for item: ${itemNo}`, itemNo }),
  lengthNotFound: (itemNo: string): PricingAlert => ({ code: 'LENGTH_NOT_FOUND', message: `Length attribute not found for item: ${itemNo}`, itemNo }),
  housingNotFound: (): PricingAlert => ({ code: 'HOUSING_NOT_FOUND', message: 'Housing item not found for width' }),
  /** A kit names a unit of measure its item does not define: the quantity cannot be known (ours; the spec lists no message). */
  unitNotFound: (itemNo: string, code: string): PricingAlert => ({
    code: 'UNIT_NOT_FOUND',
    message: `Unit of measure ${code} not found for item: ${itemNo}`,
    itemNo,
  }),
  noPrice: (itemNo?: string): PricingAlert => ({ code: 'NO_PRICE', message: 'Could not determine price for item', ...(itemNo ? { itemNo } : {}) }),
};
