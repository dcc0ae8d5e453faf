import type { AppDeps } from './app-deps';
import { createAccountsService } from './modules/accounts/service';
import { createAdminUsersService } from './modules/admin-users/service';
import { createCatalogService } from './modules/catalog/service';
import { createCustomersService } from './modules/customers/service';
import { createPricingService } from './modules/pricing/service';
import { createOrdersService } from './modules/orders/service';
import { createPricingAdminService } from './modules/pricing-admin/service';
import { createDataManagementService } from './modules/data-management/service';
import { createSettingsService } from './modules/settings/service';
import { createShellService } from './modules/shell/service';
import { createTicketsService } from './modules/tickets/service';
import { createWarrantyService } from './modules/warranty/service';
import { createAdjustmentsService } from './modules/adjustments/service';
import { createErpSource } from './adapters/erp/create-erp-source';
import type { ErpSource } from './adapters/erp/erp-source';

/** Every module's use cases, built once per server from the shared dependencies. */
export function createServices(deps: AppDeps, adapters: { erp?: ErpSource | undefined } = {}) {
  const erp = adapters.erp ?? createErpSource(deps.config);
  const catalog = createCatalogService(deps, erp);
  const pricing = createPricingService(catalog);
  return {
    accounts: createAccountsService(deps),
    adminUsers: createAdminUsersService(deps),
    catalog,
    customers: createCustomersService(deps),
    pricing,
    orders: createOrdersService(deps, pricing),
    pricingAdmin: createPricingAdminService(deps),
    dataManagement: createDataManagementService(deps, erp, catalog),
    settings: createSettingsService(deps),
    shell: createShellService(deps),
    tickets: createTicketsService(deps),
    warranty: createWarrantyService(deps),
    adjustments: createAdjustmentsService(deps, pricing),
  };
}

export type Services = ReturnType<typeof createServices>;
