/**
 * Records as the Business Central API v2.0 returns them (standard pages) and as the custom API
 * pages documented in docs/erp.md return them. The sample catalog files use exactly these shapes,
 * so the sample and Business Central feed the same import.
 */
export interface BcItem {
  id: string;
  number: string;
  displayName: string;
  displayName2?: string;
  type: 'Inventory' | 'Service' | 'Non-Inventory';
  itemCategoryCode: string;
  baseUnitOfMeasureCode: string;
  unitPrice: number;
  blocked: boolean;
  lastModifiedDateTime: string;
}

export interface BcCustomer {
  id: string;
  number: string;
  displayName: string;
  currencyCode: string;
  blocked: string;
  lastModifiedDateTime: string;
}

/** Custom page over table 7001 "Price List Line". */
export interface BcPriceListLine {
  sourceType: string;
  sourceNo: string;
  assetType: string;
  assetNo: string;
  unitOfMeasureCode: string;
  minimumQuantity: number;
  unitPrice: number;
  currencyCode: string;
  startingDate: string;
  endingDate: string;
}

/** Custom page over table 90 "BOM Component". */
export interface BcBomComponent {
  parentItemNo: string;
  lineNo: number;
  type: string;
  no: string;
  description: string;
  quantityPer: number;
  unitOfMeasureCode: string;
}

/** Custom page over item attribute value mapping (item no., attribute name, value). */
export interface BcItemAttributeValue {
  itemNo: string;
  attributeName: string;
  attributeValue: string;
}

/** Custom page over table 5404 "Item Unit of Measure". */
export interface BcItemUnitOfMeasure {
  itemNo: string;
  code: string;
  qtyPerUnitOfMeasure: number;
}

/** Custom page over the customer card's "Customer Price Group" field. */
export interface BcCustomerPriceGroup {
  customerNo: string;
  customerPriceGroup: string;
}

export interface BcRecords {
  items: BcItem[];
  customers: BcCustomer[];
  priceListLines: BcPriceListLine[];
  bomComponents: BcBomComponent[];
  itemAttributes: BcItemAttributeValue[];
  itemUnitsOfMeasure: BcItemUnitOfMeasure[];
  customerPriceGroups: BcCustomerPriceGroup[];
}
