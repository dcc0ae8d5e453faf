import type { BcRecords } from '../business-central-records';
import { indexCatalog, type CatalogIndex } from '../catalog-index';
import { catalogFromBusinessCentral } from '../from-business-central';
import { defaultPortalPricingRules } from '../../pricing/portal-pricing';
import type { PricingContext } from '../../pricing/pricing-context';
import screenRecords from './screens.bc.json';
import roofRecords from './roofs.bc.json';
import partRecords from './parts.bc.json';

export type SampleRecords = Pick<BcRecords, 'items' | 'priceListLines' | 'bomComponents' | 'itemAttributes' | 'itemUnitsOfMeasure'>;

/** The day the sample prices are read on (all sample prices start 2022-01-01, open-ended). */
export const sampleDay = '2026-01-01';

// JSON imports widen string literals ('Inventory' → string); screens-sample.test.ts checks the shapes.
export const sampleFamilies = {
  screens: screenRecords as SampleRecords,
  roofs: roofRecords as SampleRecords,
  parts: partRecords as SampleRecords,
};

export function indexSample(...families: SampleRecords[]): CatalogIndex {
  const merged: SampleRecords = { items: [], priceListLines: [], bomComponents: [], itemAttributes: [], itemUnitsOfMeasure: [] };
  for (const f of families) {
    merged.items.push(...f.items);
    merged.priceListLines.push(...f.priceListLines);
    merged.bomComponents.push(...f.bomComponents);
    merged.itemAttributes.push(...f.itemAttributes);
    merged.itemUnitsOfMeasure.push(...f.itemUnitsOfMeasure);
  }
  return indexCatalog(catalogFromBusinessCentral(merged, sampleDay));
}

export function pricingContextFor(index: CatalogIndex, overrides: Partial<PricingContext> = {}): PricingContext {
  return { index, priceGroup: 'USD', tierRateBp: 0, rules: defaultPortalPricingRules, ...overrides };
}

/** The whole sample catalog (screens, roofs and parts) as one pricing context. */
export const sampleIndex: CatalogIndex = indexSample(sampleFamilies.screens, sampleFamilies.roofs, sampleFamilies.parts);
export const sampleContext = (overrides: Partial<PricingContext> = {}) => pricingContextFor(sampleIndex, overrides);
