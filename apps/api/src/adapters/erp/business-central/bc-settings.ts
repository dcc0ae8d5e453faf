import type { Config } from '../../../config';
import type { ErpKind } from '@portal/domain/erp-sync/erp-sync';

/** Everything the Business Central adapter needs, taken from the parsed configuration. */
export interface BcSettings {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  environment: string;
  companyId: string;
  authUrl: string;
  apiUrl: string;
  /** Custom API pages: publisher/group/version/entitySet. */
  pages: {
    priceListLines: string;
    bomComponents: string;
    itemUnitsOfMeasure: string;
    itemAttributes: string;
    customerPriceGroups: string;
    /** Not a catalog page: each posted shipment's agent and tracking number (bc-documents.ts). */
    shipmentTrackings: string;
  };
  pageSize: number;
  retryBaseMs: number;
  maxRetries: number;
  timeoutMs: number;
  /** Business Central's per-user limit on simultaneous requests is 5 (then it answers 429). */
  maxInFlight: number;
}

/** The settings when Business Central is configured; undefined means "use the sample". */
export function businessCentralSettings(config: Config): BcSettings | undefined {
  const { BC_TENANT_ID, BC_CLIENT_ID, BC_CLIENT_SECRET, BC_ENVIRONMENT, BC_COMPANY_ID } = config;
  // The configuration already refused "some but not all".
  if (!BC_TENANT_ID || !BC_CLIENT_ID || !BC_CLIENT_SECRET || !BC_ENVIRONMENT || !BC_COMPANY_ID) return undefined;
  return {
    tenantId: BC_TENANT_ID,
    clientId: BC_CLIENT_ID,
    clientSecret: BC_CLIENT_SECRET,
    environment: BC_ENVIRONMENT,
    companyId: BC_COMPANY_ID,
    authUrl: config.BC_AUTH_URL.replace(/\/+$/, ''),
    apiUrl: config.BC_API_URL.replace(/\/+$/, ''),
    pages: {
      priceListLines: config.BC_PAGE_PRICE_LIST_LINES,
      bomComponents: config.BC_PAGE_BOM_COMPONENTS,
      itemUnitsOfMeasure: config.BC_PAGE_ITEM_UNITS_OF_MEASURE,
      itemAttributes: config.BC_PAGE_ITEM_ATTRIBUTES,
      customerPriceGroups: config.BC_PAGE_CUSTOMER_PRICE_GROUPS,
      shipmentTrackings: config.BC_PAGE_SHIPMENT_TRACKING,
    },
    pageSize: config.BC_PAGE_SIZE,
    retryBaseMs: config.BC_RETRY_BASE_MS,
    maxRetries: config.BC_MAX_RETRIES,
    timeoutMs: config.BC_TIMEOUT_MS,
    maxInFlight: 5,
  };
}

/** Which ERP this configuration uses: Business Central when its five credentials are set. */
export const erpKindOf = (config: Config): ErpKind => (businessCentralSettings(config) ? 'business-central' : 'sample');
