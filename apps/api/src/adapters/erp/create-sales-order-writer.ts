import type { Db } from '@portal/db/create-db';
import type { Config } from '../../config';
import { createBusinessCentralSalesOrders } from './business-central/bc-sales-orders';
import { businessCentralSettings } from './business-central/bc-settings';
import type { SalesOrderWriter } from './sales-orders';
import { createSampleSalesOrders } from './sample-sales-orders';

/** Business Central's sales orders when its five BC_* credentials are set, the built-in sample's otherwise. */
export function createSalesOrderWriter(config: Config, db: Db): SalesOrderWriter {
  const settings = businessCentralSettings(config);
  return settings ? createBusinessCentralSalesOrders(settings) : createSampleSalesOrders(db);
}
