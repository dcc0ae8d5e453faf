import { ZQuoteInput } from '@portal/domain/pricing/cart/cart-schemas';
import { defineOperation } from '../operation';

/** Prices screens, roofs and parts for the signed-in dealer, with breakdowns and problems per line. */
export const quote = defineOperation({
  summary: 'Price screens, roofs and parts for the signed-in dealer, with a breakdown and the problems of each line',
  access: 'store',
  kind: 'mutation',
  input: ZQuoteInput,
  run: (services, caller, input) => services.pricing.quote(caller, input),
});
