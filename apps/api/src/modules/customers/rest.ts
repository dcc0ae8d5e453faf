import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZCustomer, ZTransferParty } from '@portal/domain/customers/customer';
import { restContext } from '../../http/rest-context';
import { callerOf } from '../../http/route-gate';
import { json, operation, typedRoutes } from '../../http/route-contract';

const ZCustomerList = z
  .union([z.array(ZCustomer), z.array(ZTransferParty)])
  .describe('Administrators: every Customer by name. Corporation users: the TransferParty list (customers flagged isSenderReceiver, without the company’s own dealers)');

/** GET /api/bc/customers: all ERP customers for administrators, sender/receiver customers for corporation users. */
export function registerCustomerRoutes(app: FastifyInstance) {
  typedRoutes(app).get(
    '/api/bc/customers',
    operation({
      operationId: 'listCustomers',
      tag: 'Customers',
      summary: 'Business Central customers: all with price group and tier for administrators, the material transfer parties for corporation users',
      access: 'store',
      response: { 200: json('The customers, by name', ZCustomerList) },
      errors: { 403: 'Neither an administrator nor a corporation user with store access' },
    }),
    async (req) => restContext(app, req).services.customers.list(callerOf(req)),
  );
}
