import type { Db } from '@portal/db/create-db';
import type { Config } from '../../config';
import { createBusinessCentralDocuments } from './business-central/bc-documents';
import { businessCentralSettings } from './business-central/bc-settings';
import type { ErpDocumentReader } from './erp-documents';
import { createSampleDocuments } from './sample-documents';

/** Business Central's posted documents when its five BC_* credentials are set, the built-in sample's otherwise. */
export function createErpDocumentReader(config: Config, db: Db): ErpDocumentReader {
  const settings = businessCentralSettings(config);
  return settings ? createBusinessCentralDocuments(settings) : createSampleDocuments(db, config.COMPANY_NAME);
}
