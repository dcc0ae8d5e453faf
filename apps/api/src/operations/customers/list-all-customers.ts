import { z } from 'zod';
import { ZCustomer } from '@portal/domain/customers/customer';
import { defineOperation } from '../operation';

/** Administrators: every ERP customer with price group and tier (the Portal Users page). */
export const listAllCustomers = defineOperation({
  summary: 'Every Business Central customer with its price group and tier (administrators)',
  access: 'admin',
  kind: 'query',
  output: z.array(ZCustomer),
  run: (services) => services.customers.listAll(),
});
