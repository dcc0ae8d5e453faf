import { listAllCustomers } from './list-all-customers';
import { listCustomers } from './list-customers';
import { listTransferParties } from './list-transfer-parties';

/** Business Central customers, their price groups and tiers. */
export const customersOperations = { list: listAllCustomers, transferParties: listTransferParties, listForCaller: listCustomers };
