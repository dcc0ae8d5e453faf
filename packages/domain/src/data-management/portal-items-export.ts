import { z } from 'zod';

/** One Portal Items Export row (the web writes the .xlsx): prices in the item's base unit, null when the group has none. */
export const ZPortalItemExportRow = z
  .object({
    number: z.string().describe('The ERP item number'),
    displayName: z.string(),
    displayName2: z.string().nullable(),
    itemCategoryCode: z.string(),
    attributes: z.string().describe('The attributes as text: "Name: value; Name: value", by name'),
    usdPrice: z.number().nullable().describe('The USD price (decimal) in the base unit of measure, else in another unit; null when there is none'),
    cadPrice: z.number().nullable().describe('The CAD price (decimal) in the base unit of measure, else in another unit; null when there is none'),
  })
  .meta({ id: 'PortalItemExportRow', description: 'An active part (category PART-…) as the Portal Items Export lists it' });
export type PortalItemExportRow = z.infer<typeof ZPortalItemExportRow>;

export const ZPortalItemsExport = z.array(ZPortalItemExportRow).describe('Active parts by number');
