import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { businessCentralSettings } from './bc-settings';

const all = { BC_TENANT_ID: 't', BC_CLIENT_ID: 'c', BC_CLIENT_SECRET: 's', BC_ENVIRONMENT: 'production', BC_COMPANY_ID: 'id' };

describe('Business Central configuration', () => {
  it('uses the sample when no BC_* credential is set', () => {
    expect(businessCentralSettings(loadConfig({}))).toBeUndefined();
  });

  it('uses Business Central with all five, with the documented defaults', () => {
    const settings = businessCentralSettings(loadConfig(all));
    expect(settings).toMatchObject({
      tenantId: 't',
      authUrl: 'https://login.microsoftonline.com',
      apiUrl: 'https://api.businesscentral.dynamics.com',
      pages: { priceListLines: 'portal/catalog/v1.0/priceListLines', bomComponents: 'portal/catalog/v1.0/bomComponents' },
      maxInFlight: 5,
    });
  });

  it('refuses to start with some but not all, naming each missing variable', () => {
    const { BC_CLIENT_SECRET: _s, BC_COMPANY_ID: _c, ...partial } = all;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/\n {2}BC_CLIENT_SECRET: is required to use Business Central[^\n]*\n {2}BC_COMPANY_ID: is required/);
  });

  it('refuses a malformed custom page path', () => {
    expect(() => loadConfig({ ...all, BC_PAGE_PRICE_LIST_LINES: 'priceListLines' })).toThrow(
      /BC_PAGE_PRICE_LIST_LINES: must look like publisher\/group\/v1\.0\/entitySet/,
    );
  });
});
