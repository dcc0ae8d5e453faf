import type { Config } from '../../config';
import { createBusinessCentralErp } from './business-central/bc-erp';
import { businessCentralSettings } from './business-central/bc-settings';
import type { ErpSource } from './erp-source';
import { createSampleErp } from './sample-erp';

/** Business Central when its five BC_* credentials are set, the built-in sample otherwise. */
export function createErpSource(config: Config): ErpSource {
  const settings = businessCentralSettings(config);
  return settings ? createBusinessCentralErp(settings) : createSampleErp();
}
