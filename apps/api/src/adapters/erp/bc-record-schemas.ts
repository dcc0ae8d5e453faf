import { z } from 'zod';
import type { BcRecords } from '@portal/domain/catalog/business-central-records';
import { ErpError, type ErpEntity } from './erp-source';

/**
 * What an import accepts from either source, field by field: BC omits empty values on some
 * versions (displayName2, dates), so missing text becomes '' and the record still loads; a
 * missing key (number, itemNo…) refuses the whole import rather than writing half a catalog.
 */
const text = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string());
const key = z.string().min(1);
const num = z.coerce.number();

const schemas = {
  items: z.object({
    id: text,
    number: key,
    displayName: text,
    displayName2: text.optional(),
    type: z.enum(['Inventory', 'Service', 'Non-Inventory']).catch('Inventory'),
    itemCategoryCode: text,
    baseUnitOfMeasureCode: text,
    unitPrice: num.catch(0),
    blocked: z.boolean().catch(false),
    lastModifiedDateTime: text,
  }),
  customers: z.object({ id: text, number: key, displayName: text, currencyCode: text, blocked: text, lastModifiedDateTime: text }),
  priceListLines: z.object({
    sourceType: text,
    sourceNo: text,
    assetType: text.optional().transform((v) => v ?? 'Item'),
    assetNo: key,
    unitOfMeasureCode: text,
    minimumQuantity: num.catch(0),
    unitPrice: num,
    currencyCode: text,
    startingDate: text,
    endingDate: text,
  }),
  bomComponents: z.object({ parentItemNo: key, lineNo: num.catch(0), type: text, no: text, description: text, quantityPer: num, unitOfMeasureCode: text }),
  itemAttributes: z.object({ itemNo: key, attributeName: key, attributeValue: text }),
  itemUnitsOfMeasure: z.object({ itemNo: key, code: key, qtyPerUnitOfMeasure: num }),
  customerPriceGroups: z.object({ customerNo: key, customerPriceGroup: text }),
} satisfies Record<ErpEntity, z.ZodType>;

/** Validates one record set; `where` names the source in the error (a file, a BC page). */
export function parseRecords<E extends ErpEntity>(entity: E, raw: unknown[], where: string): BcRecords[E] {
  const schema = z.array(schemas[entity]);
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ErpError(
      `${where}: ${entity} record ${String(issue?.path[0] ?? '?')} is invalid (${issue?.path.slice(1).join('.') || 'record'}: ${issue?.message ?? 'invalid'})`,
    );
  }
  return result.data as BcRecords[E];
}

export function emptyRecords(): BcRecords {
  return { items: [], customers: [], priceListLines: [], bomComponents: [], itemAttributes: [], itemUnitsOfMeasure: [], customerPriceGroups: [] };
}
