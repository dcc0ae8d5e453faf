import { getRoofPrice } from './get-roof-price';
import { quote } from './quote';

/** Prices computed by the server. */
export const pricingOperations = { quote, roofPrice: getRoofPrice };
