import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { orders } from '@portal/db/schema/orders';
import { createTestApp, roles } from '../../apps/api/src/test/test-server';
import { setAdjustmentsEnabled } from '../../apps/api/src/modules/adjustments/adjustments-test-kit';
import { makeOrder } from '../../apps/api/src/modules/warranty/warranty-test-kit';

/** Screens on the order: 150 lines of 24 issue types each gave 3,600 issues (issue 26, point 18). */
const lines = 150;
const runs = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * npm run bench -- adjustments: an adjustment of a 150-screen approved order (PGlite, or DATABASE_URL's
 * PostgreSQL): its creation and one issue edit (its issue opened, a reorder added, then its quantity changed), time and
 * answer size, medians of 5; and /api/health's slowest answer while five creations run at once.
 */
export async function benchAdjustments() {
  const t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  try {
    const admin = await t.makeUser({ ...roles.admin, email: 'bench.adj.admin@example.com' });
    const dealer = await t.makeUser({ ...roles.dealer, email: 'bench.adj.dealer@example.com' });
    const order = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
    const [row] = await t.db.db.select({ lines: orders.lines }).from(orders).where(eq(orders.id, order._id));
    if (!row) throw new Error('no order');
    const screen = row.lines.screens[0];
    if (!screen) throw new Error('no screen line');
    const screens = Array.from({ length: lines }, (_, i) => ({
      ...screen,
      screenId: `${screen.screenId}-${i}`,
      config: { ...screen.config, screenName: `Screen ${i + 1}` },
    }));
    await t.db.db
      .update(orders)
      .set({ lines: { ...row.lines, screens, roofs: [], parts: [] } })
      .where(eq(orders.id, order._id));
    await setAdjustmentsEnabled(t, true);
    const headers = { authorization: `Bearer ${dealer.token}` };
    const create = async () => {
      const start = performance.now();
      const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/adjustments`, headers, payload: { description: 'Bench' } });
      if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return { ms: performance.now() - start, bytes: res.rawPayload.length, body: res.json() as { _id: string } };
    };
    /** The Bottom Bar issue of the 75th screen, opened as Add Request + opens it (issue 26: a new adjustment holds no issues). */
    const openIssue = async (adjustmentId: string) => {
      const start = performance.now();
      const payload = { itemType: 'Screen', itemId: screens[lines / 2]?.screenId, issueType: 'Bottom_Bar' };
      const res = await t.app.inject({ method: 'POST', url: `/api/adjustments/${adjustmentId}/issues`, headers, payload });
      if (res.statusCode !== 201) throw new Error(`open: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return { ms: performance.now() - start, bytes: res.rawPayload.length, id: (res.json() as { _id: string })._id };
    };
    const edit = async (issueId: string, payload: object) => {
      const start = performance.now();
      const res = await t.app.inject({ method: 'PATCH', url: `/api/issues/${issueId}`, headers, payload });
      if (res.statusCode !== 200) throw new Error(`edit: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return { ms: performance.now() - start, bytes: res.rawPayload.length };
    };

    await create(); // warm-up
    const made = [];
    for (let i = 0; i < runs; i++) made.push(await create());
    const opens = [];
    const adds = [];
    const changes = [];
    for (const m of made) {
      const opened = await openIssue(m.body._id);
      opens.push(opened);
      adds.push(await edit(opened.id, { adjustmentType: 'Reorder' }));
      changes.push(await edit(opened.id, { modifications: { Quantity: 2 } }));
    }
    console.log(`adjustments: an order of ${lines} screens (${t.db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}), medians of ${runs}`);
    console.log(
      `  create      ${median(made.map((m) => m.ms))
        .toFixed(0)
        .padStart(6)} ms   answer ${kb(median(made.map((m) => m.bytes)))}`,
    );
    console.log(
      `  open issue  ${median(opens.map((m) => m.ms))
        .toFixed(0)
        .padStart(6)} ms   answer ${kb(median(opens.map((m) => m.bytes)))}`,
    );
    console.log(
      `  add reorder ${median(adds.map((m) => m.ms))
        .toFixed(0)
        .padStart(6)} ms   answer ${kb(median(adds.map((m) => m.bytes)))}`,
    );
    console.log(
      `  edit it     ${median(changes.map((m) => m.ms))
        .toFixed(0)
        .padStart(6)} ms   answer ${kb(median(changes.map((m) => m.bytes)))}`,
    );

    let running = true;
    const health: number[] = [];
    const probe = (async () => {
      // Asked every 20 ms: the wait counts too (a blocked event loop delays the timer as it delays any request).
      while (running) {
        const start = performance.now();
        await new Promise((r) => setTimeout(r, 20));
        await t.app.inject({ method: 'GET', url: '/api/health' });
        health.push(performance.now() - start - 20);
      }
    })();
    const start = performance.now();
    await Promise.all([1, 2, 3, 4, 5].map(() => create()));
    const all = performance.now() - start;
    running = false;
    await probe;
    console.log(`  5 creations at once: ${all.toFixed(0)} ms; /api/health slowest ${Math.max(...health).toFixed(0)} ms of ${health.length} answers`);
  } finally {
    await t.close();
  }
}
