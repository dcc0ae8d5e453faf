import type { AppDeps } from './app-deps';
import { createAccountsService } from './modules/accounts/service';
import { createAdminUsersService } from './modules/admin-users/service';
import { createCatalogService } from './modules/catalog/service';
import { createCustomersService } from './modules/customers/service';
import { createDashboardService } from './modules/dashboard/service';
import { createFilesService } from './modules/files/files-service';
import { createHealthService, type ServerLifecycle } from './modules/health/service';
import { createMailService } from './modules/mail/service';
import { createPricingService } from './modules/pricing/service';
import { createOrdersService } from './modules/orders/service';
import { createDocumentsService } from './modules/documents/service';
import { createQuotesService } from './modules/quotes/service';
import { createLeadTimesService } from './modules/lead-times/service';
import { createQuickEntryService } from './modules/quick-entry/service';
import { createPricingAdminService } from './modules/pricing-admin/service';
import { createDataManagementService } from './modules/data-management/service';
import { createSettingsService } from './modules/settings/service';
import { createShellService } from './modules/shell/service';
import { createTeamsService } from './modules/teams/service';
import { createTicketsService } from './modules/tickets/service';
import { createWarrantyService } from './modules/warranty/service';
import { createAdjustmentsService } from './modules/adjustments/service';
import { createVitalsService } from './modules/vitals/service';
import { createErpSource } from './adapters/erp/create-erp-source';
import type { ErpSource } from './adapters/erp/erp-source';
import { createSalesOrderWriter } from './adapters/erp/create-sales-order-writer';
import { createErpDocumentReader } from './adapters/erp/create-erp-document-reader';
import type { ErpDocumentReader } from './adapters/erp/erp-documents';
import type { SalesOrderWriter } from './adapters/erp/sales-orders';
import { createErpSyncService } from './modules/erp-sync/service';
import { createBackupsService } from './modules/backups/snapshot-service';

/** A server that runs: migrated, not draining (the default where no server's state applies). */
const running: ServerLifecycle = { migrated: () => true, draining: () => false };

/** Every module's use cases, built once per server from the shared dependencies; `lifecycle` is the server's state, which readiness reports. */
export function createServices(
  deps: AppDeps,
  adapters: { erp?: ErpSource | undefined; salesOrders?: SalesOrderWriter | undefined; erpDocuments?: ErpDocumentReader | undefined } = {},
  lifecycle: ServerLifecycle = running,
) {
  const erp = adapters.erp ?? createErpSource(deps.config);
  const catalog = createCatalogService(deps, erp);
  const pricing = createPricingService(catalog, deps.db);
  const erpSync = createErpSyncService(
    deps,
    adapters.salesOrders ?? createSalesOrderWriter(deps.config, deps.db),
    adapters.erpDocuments ?? createErpDocumentReader(deps.config, deps.db),
  );
  const orders = createOrdersService(deps, pricing, erpSync);
  const settings = createSettingsService(deps);
  return {
    accounts: createAccountsService(deps),
    adminUsers: createAdminUsersService(deps),
    teams: createTeamsService(deps),
    catalog,
    customers: createCustomersService(deps),
    files: createFilesService(deps, deps.config.VIDEO_MAX_MB),
    health: createHealthService(deps, lifecycle),
    mail: createMailService(deps),
    pricing,
    quickEntry: createQuickEntryService(deps.config, pricing),
    orders,
    erpSync,
    documents: createDocumentsService(orders),
    quotes: createQuotesService(deps, orders),
    pricingAdmin: createPricingAdminService(deps),
    dataManagement: createDataManagementService(deps, erp, catalog),
    settings,
    leadTimes: createLeadTimesService(deps),
    dashboard: createDashboardService(deps, settings),
    shell: createShellService(deps),
    tickets: createTicketsService(deps),
    warranty: createWarrantyService(deps),
    adjustments: createAdjustmentsService(deps, pricing),
    vitals: createVitalsService(deps),
    backups: createBackupsService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
