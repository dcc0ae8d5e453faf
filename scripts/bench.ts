// npm run bench [-- pricing quick-entry accounts orders dashboard files web adjustments drawings documents exports load]: prints figures.
// Only load asserts (it exits 1 on any failed request) and only load runs just when named: it takes 10 minutes (--short: 60 s).
import { benchAccounts } from './bench/accounts';
import { benchPricing } from './bench/pricing';
import { benchOrders } from './bench/orders';
import { benchDashboard } from './bench/dashboard';
import { benchWeb } from './bench/web';
import { benchFiles } from './bench/files';
import { benchLoad } from './bench/load';
import { benchAdjustments } from './bench/adjustments';
import { benchExports } from './bench/exports';
import { benchDrawings } from './bench/drawings';
import { benchDocuments } from './bench/documents';
import { benchQuickEntry } from './bench/quick-entry';

const suites = {
  pricing: benchPricing,
  'quick-entry': benchQuickEntry,
  accounts: benchAccounts,
  orders: benchOrders,
  dashboard: benchDashboard,
  files: benchFiles,
  web: benchWeb,
  adjustments: benchAdjustments,
  drawings: benchDrawings,
  documents: benchDocuments,
  exports: benchExports,
};
const onlyWhenNamed = { load: benchLoad };
const asked = process.argv.slice(2).filter((a) => !a.startsWith('-') && !/^\d+$/.test(a));
for (const [name, suite] of Object.entries(suites)) {
  if (asked.length === 0 || asked.includes(name)) await suite();
}
for (const [name, suite] of Object.entries(onlyWhenNamed)) {
  if (asked.includes(name)) await suite();
}
