import { t } from '../../trpc/init';
import { importCustomers } from './import-customers';
import { portalItems } from './portal-items';

export const dataManagementRouter = t.router({ importCustomers, portalItems });
