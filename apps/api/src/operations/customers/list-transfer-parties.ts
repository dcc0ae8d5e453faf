import { z } from 'zod';
import { ZTransferParty } from '@portal/domain/customers/customer';
import { defineOperation } from '../operation';

/** Administrators and corporation users: who a material transfer may name (internal dealers for administrators only). */
export const listTransferParties = defineOperation({
  summary: 'Who a material transfer may name (administrators and corporation users)',
  access: 'store',
  kind: 'query',
  output: z.array(ZTransferParty),
  run: (services, caller) => services.customers.transferParties(caller),
});
