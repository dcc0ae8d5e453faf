import type { CatalogIndex } from '../../catalog/catalog-index';
import { indexSample, pricingContextFor, sampleFamilies } from '../../catalog/sample/sample-context';
import type { PricingContext } from '../pricing-context';

/** The sample screens catalogue alone (catalog/sample/screens.bc.json), as pricing reads it. */
export const sampleScreenRecords = sampleFamilies.screens;
export const sampleScreenIndex: CatalogIndex = indexSample(sampleFamilies.screens);

export function sampleScreenContext(overrides: Partial<PricingContext> = {}): PricingContext {
  return pricingContextFor(sampleScreenIndex, overrides);
}
