import { t } from '../../trpc/init';
import { listCustomers } from './list-customers';
import { listTransferParties } from './list-transfer-parties';

export const customersRouter = t.router({ list: listCustomers, transferParties: listTransferParties });
