import { priceQuickEntry } from './price-quick-entry';

/** The Parts tab's quick entry (issue 32, point 4): pasted lines or a CSV priced for the cart. */
export const quickEntryOperations = { price: priceQuickEntry };
