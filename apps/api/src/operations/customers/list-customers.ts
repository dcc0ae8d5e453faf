import { z } from 'zod';
import { ZCustomer, ZTransferParty } from '@portal/domain/customers/customer';
import { defineRestOperation } from '../operation';

const ZCustomerList = z
  .union([z.array(ZCustomer), z.array(ZTransferParty)])
  .describe(
    'Administrators: every Customer by name. Corporation users: the TransferParty list (customers flagged isSenderReceiver, without the company’s own dealers)',
  );

/** GET /api/bc/customers (portal.md §7): the integrators' one list, whose rows depend on who asks. */
export const listCustomers = defineRestOperation({
  summary: 'Business Central customers: all with price group and tier for administrators, the material transfer parties for corporation users',
  access: 'store',
  kind: 'query',
  output: ZCustomerList,
  rest: {
    method: 'GET',
    path: '/api/bc/customers',
    operationId: 'listCustomers',
    tag: 'Customers',
    answers: 'The customers, by name',
    errors: { 403: 'Neither an administrator nor a corporation user with store access' },
  },
  run: (services, caller) => services.customers.list(caller),
});
