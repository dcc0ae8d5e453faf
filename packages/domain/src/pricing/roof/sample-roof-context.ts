import type { CatalogIndex } from '../../catalog/catalog-index';
import { indexSample, pricingContextFor, sampleFamilies } from '../../catalog/sample/sample-context';
import type { PricingContext } from '../pricing-context';

/** The sample roofs catalogue alone (catalog/sample/roofs.bc.json), as pricing reads it. */
export const sampleRoofRecords = sampleFamilies.roofs;
export const sampleRoofIndex: CatalogIndex = indexSample(sampleFamilies.roofs);

export function sampleRoofContext(overrides: Partial<PricingContext> = {}): PricingContext {
  return pricingContextFor(sampleRoofIndex, overrides);
}
