import { t } from './init';
import { areaRouter } from '../transport/trpc-router';
import { operations } from '../operations';
import { catalogRouter } from '../modules/catalog/router';
import { ordersRouter } from '../modules/orders/router';
import { pricingAdminRouter } from '../modules/pricing-admin/router';
import { dataManagementRouter } from '../modules/data-management/router';

export const appRouter = t.router({
  accounts: areaRouter(operations.accounts),
  adminUsers: areaRouter(operations.adminUsers),
  customers: areaRouter(operations.customers),
  catalog: catalogRouter,
  shell: areaRouter(operations.shell),
  pricing: areaRouter(operations.pricing),
  orders: ordersRouter,
  pricingAdmin: pricingAdminRouter,
  dataManagement: dataManagementRouter,
  settings: areaRouter(operations.settings),
  tickets: areaRouter(operations.tickets),
  warranty: areaRouter(operations.warranty),
});

export type AppRouter = typeof appRouter;
