// npm run bench [-- pricing accounts orders files web]: prints figures; nothing here is asserted.
import { benchAccounts } from './bench/accounts';
import { benchPricing } from './bench/pricing';
import { benchOrders } from './bench/orders';
import { benchWeb } from './bench/web';
import { benchFiles } from './bench/files';

const suites = { pricing: benchPricing, accounts: benchAccounts, orders: benchOrders, files: benchFiles, web: benchWeb };
const asked = process.argv.slice(2);
for (const [name, suite] of Object.entries(suites)) {
  if (asked.length === 0 || asked.includes(name)) await suite();
}
