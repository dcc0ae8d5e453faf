import { accountsOperations } from './accounts';
import { adminUsersOperations } from './admin-users';
import { customersOperations } from './customers';
import { pricingOperations } from './pricing';
import { settingsOperations } from './settings';
import { shellOperations } from './shell';
import { ticketsOperations } from './tickets';
import { warrantyOperations } from './warranty';

/** Every use case the API offers, by area: the transports (../transport) are built from this one list. */
export const operations = {
  accounts: accountsOperations,
  adminUsers: adminUsersOperations,
  customers: customersOperations,
  pricing: pricingOperations,
  settings: settingsOperations,
  shell: shellOperations,
  tickets: ticketsOperations,
  warranty: warrantyOperations,
};
