import { z } from 'zod';
import { ZScreenConfig } from '../../configuration/screen/screen-config';
import { ZRoofConfig } from '../../configuration/roof/roof-config';
import { ZPartConfig } from '../../configuration/parts/part-config';

/** A cart to price: at most 200 lines per section (a real order has a few dozen). */
export const ZQuoteInput = z.object({
  screens: z.array(ZScreenConfig).max(200, 'At most 200 screens per order').default([]),
  roofs: z.array(ZRoofConfig).max(200, 'At most 200 roofs per order').default([]),
  // Part lines are checked by the part pricing itself so each line reports its own message.
  parts: z.array(z.unknown()).max(200, 'At most 200 parts per order').default([]),
});
export type TQuoteInput = z.input<typeof ZQuoteInput>;

export { ZPartConfig };
