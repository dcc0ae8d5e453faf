import { t } from './init';
import { accountsRouter } from '../modules/accounts/router';
import { adminUsersRouter } from '../modules/admin-users/router';
import { customersRouter } from '../modules/customers/router';
import { catalogRouter } from '../modules/catalog/router';
import { shellRouter } from '../modules/shell/router';
import { pricingRouter } from '../modules/pricing/router';
import { ordersRouter } from '../modules/orders/router';
import { pricingAdminRouter } from '../modules/pricing-admin/router';
import { dataManagementRouter } from '../modules/data-management/router';
import { settingsRouter } from '../modules/settings/router';
import { ticketsRouter } from '../modules/tickets/router';
import { warrantyRouter } from '../modules/warranty/router';

export const appRouter = t.router({
  accounts: accountsRouter,
  adminUsers: adminUsersRouter,
  customers: customersRouter,
  catalog: catalogRouter,
  shell: shellRouter,
  pricing: pricingRouter,
  orders: ordersRouter,
  pricingAdmin: pricingAdminRouter,
  dataManagement: dataManagementRouter,
  settings: settingsRouter,
  tickets: ticketsRouter,
  warranty: warrantyRouter,
});

export type AppRouter = typeof appRouter;
