import type { CatalogIndex } from '../../catalog/catalog-index';
import { indexSample, pricingContextFor, sampleFamilies } from '../../catalog/sample/sample-context';
import type { PricingContext } from '../pricing-context';

/** The sample parts catalogue alone (catalog/sample/parts.bc.json), as pricing reads it. */
export const samplePartRecords = sampleFamilies.parts;
export const samplePartIndex: CatalogIndex = indexSample(sampleFamilies.parts);

export function samplePartContext(overrides: Partial<PricingContext> = {}): PricingContext {
  return pricingContextFor(samplePartIndex, overrides);
}
