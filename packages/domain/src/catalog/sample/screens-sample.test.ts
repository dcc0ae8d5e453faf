import { describe, expect, it } from 'vitest';
import { sampleScreenIndex, sampleScreenRecords as records } from '../../pricing/screen/sample-screen-context';
import { screenParts } from '../../pricing/screen/screen-kit-mapping';
import {
  bottomBarFinishes,
  housingSizes,
  jobColors,
  motorTypes,
  screenMaterials,
  screenMaterialTypes,
  trackTypes,
} from '../../configuration/screen/screen-options';
import { makeScreenConfig } from '../../pricing/screen/screen-test-config';

/** The sample screen catalog: Business Central's shape, the import's conventions, and the coverage pricing relies on. */
const index = sampleScreenIndex;

/** Broken on purpose, one per §8 alert (screen-price.test.ts produces each). */
const brokenOnPurpose = {
  noCadPrice: 'SM-S95-GRY',
  noLengthAttribute: 'STB-264-BRN',
  missingHousing: 'SH7-30-TAN',
  missingBomComponent: 'SRI-288-LIN',
  kitWithoutBom: 'SMK-12V',
};

describe('screens.bc.json', () => {
  it('holds Business Central records the import accepts', () => {
    for (const i of records.items) {
      expect(i).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        number: expect.any(String),
        displayName: expect.any(String),
        displayName2: expect.any(String),
        type: 'Inventory',
        itemCategoryCode: expect.stringMatching(/^SCR-/),
        baseUnitOfMeasureCode: expect.any(String),
        unitPrice: expect.any(Number),
        blocked: false,
        lastModifiedDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      });
    }
    expect(new Set(records.items.map((i) => i.number)).size).toBe(records.items.length);
    for (const l of records.priceListLines) {
      expect(l).toMatchObject({ sourceType: 'Customer Price Group', assetType: 'Item', minimumQuantity: 0, startingDate: '2022-01-01', endingDate: '' });
      expect(['USD', 'CAD']).toContain(l.sourceNo);
      expect(l.currencyCode).toBe(l.sourceNo);
      expect(l.unitOfMeasureCode).toBe(records.items.find((i) => i.number === l.assetNo)?.baseUnitOfMeasureCode);
    }
  });

  it('prices every priced item in USD and CAD, except the item made to lack CAD', () => {
    const priced = new Set(records.priceListLines.map((l) => l.assetNo));
    for (const item of index.catalog.items.filter((i) => priced.has(i.number))) {
      const groups = item.prices.map((p) => p.salesCode).sort();
      expect([item.number, groups]).toEqual([item.number, item.number === brokenOnPurpose.noCadPrice ? ['USD'] : ['CAD', 'USD']]);
    }
  });

  it('has an item for every option the form offers, in every colour including Mill', () => {
    const missing = new Set<string>();
    for (const jobColor of jobColors)
      for (const housingSize of housingSizes)
        for (const trackLeft of trackTypes)
          for (const bottomBarFinish of bottomBarFinishes)
            for (const motorType of motorTypes)
              for (const [width, drop] of [
                [100, 100],
                [280, 200],
                [330, 140],
              ] as const) {
                const c = makeScreenConfig({
                  jobColor,
                  housingSize,
                  trackLeft,
                  trackRight: trackLeft,
                  bottomBarFinish,
                  motorType,
                  mountingAngle: 'Yes',
                  width,
                  dropLeft: drop,
                  dropRight: drop,
                });
                for (const p of screenParts(c)) if (!index.item(p.itemNo)) missing.add(p.itemNo);
                for (const p of screenParts(c).filter((x) => x.kit))
                  for (const k of index.bom(p.itemNo)?.components ?? []) if (!index.item(k.itemNo)) missing.add(k.itemNo);
              }
    for (const type of screenMaterialTypes)
      for (const color of screenMaterials[type].colors)
        for (const p of screenParts(makeScreenConfig({ materialType: type, materialColor: color }))) if (!index.item(p.itemNo)) missing.add(p.itemNo);
    expect([...missing].sort()).toEqual([brokenOnPurpose.missingHousing, brokenOnPurpose.missingBomComponent]);
    expect(index.bom(brokenOnPurpose.kitWithoutBom)).toBeUndefined();
    expect(index.item(brokenOnPurpose.kitWithoutBom)).toBeDefined();
    expect(index.item(brokenOnPurpose.noLengthAttribute)?.attributes['Length']).toBeUndefined();
  });

  it('never sells longer stock cheaper per inch (prices grow with width and drop)', () => {
    const perInch = (no: string, group: 'USD' | 'CAD') => {
      const item = index.item(no);
      return (item?.prices.find((p) => p.salesCode === group)?.unitPriceCents ?? Number.NaN) / Number(item?.attributes['Length']);
    };
    const ladders = [
      ['SH55-22-BLK', 'SH7-22-BLK', 'SH7-25-BLK', 'SH7-30-BLK'],
      ['SH55-22-MILL', 'SH7-22-MILL', 'SH7-25-MILL', 'SH7-30-MILL'],
      ['STB-132-GRY', 'STB-264-GRY'],
      ['SRI-144-WHT', 'SRI-288-WHT'],
      ['SRU-144', 'SRU-288'],
      ['SCB-132', 'SCB-264'],
    ];
    for (const group of ['USD', 'CAD'] as const)
      for (const ladder of ladders)
        for (let i = 1; i < ladder.length; i++) expect(perInch(ladder[i] as string, group)).toBeGreaterThanOrEqual(perInch(ladder[i - 1] as string, group));
  });
});
