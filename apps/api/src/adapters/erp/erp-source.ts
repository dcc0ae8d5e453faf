import type { BcRecords } from '@portal/domain/catalog/business-central-records';

/** The record sets an import reads; each is fetched (and reported) on its own. */
export type ErpEntity = keyof BcRecords;
export const erpEntities: ErpEntity[] = [
  'items',
  'customers',
  'priceListLines',
  'bomComponents',
  'itemAttributes',
  'itemUnitsOfMeasure',
  'customerPriceGroups',
];

export interface ErpProgress {
  fetched: number;
  /** Null when the ERP does not announce a total. */
  total: number | null;
}

export interface ErpFetchOptions {
  /**
   * Only items and customers modified at or after this instant (the ERP's clock). Sources that
   * cannot filter ignore it and answer `incremental: false`.
   */
  since?: Date | undefined;
  /** Only these record sets (the others come back empty); every set when absent. */
  entities?: readonly ErpEntity[] | undefined;
  /** Called after every page; the import persists it so the admin page can show progress. */
  onProgress?: (entity: ErpEntity, progress: ErpProgress) => void;
}

export interface ErpFetchResult {
  records: BcRecords;
  /** True when items and customers hold only the records changed since `since`; the other sets are always complete. */
  incremental: boolean;
}

/** The ERP port: the built-in sample or Business Central, chosen by configuration. */
export interface ErpSource {
  kind: 'sample' | 'business-central';
  supportsIncremental: boolean;
  fetchCatalogRecords(options?: ErpFetchOptions): Promise<ErpFetchResult>;
}

/** The ERP could not be read; the message names the call that failed and is shown on the import run. */
export class ErpError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ErpError';
  }
}
