// npm run bench: prints figures; nothing here is asserted. Each suite reports medians.
import { benchAccounts } from './bench/accounts';
import { benchPricing } from './bench/pricing';
import { benchOrders } from './bench/orders';

const suites = [benchPricing, benchAccounts, benchOrders];
for (const suite of suites) {
  await suite();
}
