import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { priceQuickEntry } from '@portal/domain/quick-entry/quick-entry';
import { readQuickEntryLines } from '@portal/domain/quick-entry/quick-entry-lines';
import { createTestApp, roles } from '../../apps/api/src/test/test-server';
import { percentileOf as percentile, timedRuns } from './median';

/** 200 lines as a dealer's file holds them: items by number and by family, repeats, quoted options, and a few that are refused. */
export function quickEntryText(lines: number): string {
  const kinds = [
    (i: number) => `PT-RMT-${[1, 5][i % 2]}-${['BLK', 'WHT'][i % 2]},${(i % 7) + 1}`,
    (i: number) => `Handheld Remote,${(i % 5) + 1},Channels=${[1, 5, 16][i % 3]};Color=Black`,
    (i: number) => `"Downspout",${(i % 3) + 1},"Color=${['Black', 'White'][i % 2]};Size=4"""`,
    (i: number) => `Touch-Up Paint\t${(i % 4) + 1}\tColor=Bronze`,
    (i: number) => `PT-SCREW-100,${(i % 9) + 1}`,
    (i: number) => `PT-NOPE-${i},1`,
    (i: number) => `Handheld Remote,${i % 3},Channels=5;Colour=White`,
  ];
  return ['item number,quantity,options', ...Array.from({ length: lines }, (_, i) => kinds[i % kinds.length]!(i))].join('\n');
}

const line = (name: string, times: number[]) =>
  console.log(`${name.padEnd(52)} p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms`);

/**
 * npm run bench -- quick-entry: the Parts tab's quick entry of 200 lines (issue 32, point 4: under
 * 2 s), in the domain alone and as the server answers POST /api/store/quick-entry (fastify.inject,
 * PGlite or DATABASE_URL's PostgreSQL, the sample catalog), after a warm-up.
 */
export async function benchQuickEntry() {
  const lines = 200;
  const text = quickEntryText(lines);
  console.log(`\nquick entry (${lines} lines: numbers, families with options, repeats, refusals; target: p95 < 2 s)`);
  const ctx = sampleContext({ tierRateBp: 8500 });
  const result = priceQuickEntry(ctx, readQuickEntryLines(text), { maxQuantity: 1000 });
  console.log(`  answer: ${result.added.length} lines added, ${result.refused.length} refused`);
  line('domain: read and price (one core)', await timedRuns(() => priceQuickEntry(ctx, readQuickEntryLines(text), { maxQuantity: 1000 }), 200, 20));

  const t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  try {
    const dealer = await t.makeUser({ ...roles.dealer, email: 'bench.quick@example.com' });
    const headers = { authorization: `Bearer ${dealer.token}` };
    const send = async (url: string) => {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: { lines: text } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    const database = t.db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    line(`POST /api/store/quick-entry (${database})`, await timedRuns(() => send('/api/store/quick-entry'), 100, 10));
    line(`tRPC quickEntry.price (${database})`, await timedRuns(() => send('/trpc/quickEntry.price'), 100, 10));
  } finally {
    await t.close();
  }
}
