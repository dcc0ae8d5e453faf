import { t } from './init';
import { areaRouter } from '../transport/trpc-router';
import { operations } from '../operations';

export const appRouter = t.router({
  accounts: areaRouter(operations.accounts),
  adminUsers: areaRouter(operations.adminUsers),
  customers: areaRouter(operations.customers),
  catalog: areaRouter(operations.catalog),
  files: areaRouter(operations.files),
  shell: areaRouter(operations.shell),
  pricing: areaRouter(operations.pricing),
  orders: areaRouter(operations.orders),
  pricingAdmin: areaRouter(operations.pricingAdmin),
  dataManagement: areaRouter(operations.dataManagement),
  settings: areaRouter(operations.settings),
  tickets: areaRouter(operations.tickets),
  warranty: areaRouter(operations.warranty),
  adjustments: areaRouter(operations.adjustments),
});

export type AppRouter = typeof appRouter;
