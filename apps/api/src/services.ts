import type { AppDeps } from './app-deps';
import { createAccountsService } from './modules/accounts/service';
import { createAdminUsersService } from './modules/admin-users/service';
import { createCatalogService } from './modules/catalog/service';
import { createCustomersService } from './modules/customers/service';
import { createFilesService } from './modules/files/files-service';
import { createHealthService, type ServerLifecycle } from './modules/health/service';
import { createMailService } from './modules/mail/service';
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

/** A server that runs: migrated, not draining (the default where no server's state applies). */
const running: ServerLifecycle = { migrated: () => true, draining: () => false };

/** Every module's use cases, built once per server from the shared dependencies; `lifecycle` is the server's state, which readiness reports. */
export function createServices(deps: AppDeps, adapters: { erp?: ErpSource | undefined } = {}, lifecycle: ServerLifecycle = running) {
  const erp = adapters.erp ?? createErpSource(deps.config);
  const catalog = createCatalogService(deps, erp);
  const pricing = createPricingService(catalog);
  return {
    accounts: createAccountsService(deps),
    adminUsers: createAdminUsersService(deps),
    catalog,
    customers: createCustomersService(deps),
    files: createFilesService(deps, deps.config.VIDEO_MAX_MB),
    health: createHealthService(deps, lifecycle),
    mail: createMailService(deps),
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
