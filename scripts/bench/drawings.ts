import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { ZRoofConfig } from '@portal/domain/configuration/roof/roof-config';
import { ZScreenConfig } from '@portal/domain/configuration/screen/screen-config';
import { arbitraryRoof, arbitraryScreenMeasures } from '@portal/domain/drawings/drawing-test-kit';
import { roofDrawing } from '@portal/domain/drawings/roof-drawing';
import { screenDrawing } from '@portal/domain/drawings/screen-drawing';
import { workedRoofA, workedRoofB } from '@portal/domain/pricing/roof/roof-worked-examples';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';

/**
 * Each configuration's render time, the least of three (a busy machine's pauses are not the
 * drawing's), after a warm-up pass over them all: p50 and p95 over the configurations, in ms.
 */
function perRender<T>(configs: readonly T[], render: (config: T) => unknown): { p50: number; p95: number } {
  for (const config of configs) render(config);
  const times = configs.map((config) => {
    let least = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      render(config);
      least = Math.min(least, performance.now() - start);
    }
    return least;
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

function report(name: string, { p50, p95 }: { p50: number; p95: number }) {
  console.log(`${name.padEnd(64)} p50 ${p50.toFixed(3).padStart(7)} ms   p95 ${p95.toFixed(3).padStart(7)} ms`);
}

const hundred = <T>(entry: (i: number) => T) => Array.from({ length: 100 }, (_, i) => entry(i));
/** The most a roof may hold (ZRoofConfig's 100 entries a list): the most marks to fit and rows to list. */
const largestRoof = ZRoofConfig.parse({
  ...workedRoofB,
  measurements: { widthFeet: 1200, widthInches: 11.99, projectionFeet: 1200, projectionInches: 11.99, heightFeet: 1200, heightInches: 11.99 },
  frames: hundred((i) => ({ frameType: '4x8' as const, frameFeet: 1 + (i % 25), frameInches: 11.99 })),
  beamMs: hundred(() => ({ beamType: '2 Ply 2x8' as const, beamFeet: 20, beamInches: 11.99 })),
  beamAs: hundred(() => ({ beamType: '2x6' as const, beamFeet: 20, beamInches: 11.99 })),
  beamXs: hundred(() => ({ beamType: '2 Ply 2x8' as const, beamFeet: 20, beamInches: 11.99 })),
  blades: hundred(() => ({ bladeType: 'B-Blade' as const, bladeFeet: 14, bladeInches: 11.99, bladeQty: 500 })),
  posts: hundred(() => ({ postStyle: '8x8 Corner Saddle' as const, postLength: '25' as const })),
  addParts: hundred(() => ({ partName: 'Flow Through Gutter - 4"' as const, partQty: 999 })),
});

/**
 * The drawings as the store's forms redraw them on every keystroke (and the order page, the cart
 * and the documents draw them): random configurations over the schemas' whole range, one seed so
 * runs compare. Target: one screen's keystroke (parse and draw) within a 16 ms frame.
 */
export async function benchDrawings() {
  console.log('\ndrawings (pure domain, one core; target: a screen keystroke ≤ 16 ms)');
  const drawScreen = (c: Parameters<typeof screenDrawing>[0]) => screenDrawing(c, 'Screen 1: Patio', { fluid: true });
  const drawRoof = (c: Parameters<typeof roofDrawing>[0]) => roofDrawing(c, 'Roof 1: Back patio', { fluid: true });
  const screens = fc.sample(arbitraryScreenMeasures, { numRuns: 5000, seed: 31 }).map((m) => makeScreenConfig(m));
  report('screenDrawing (5,000 random screens)', perRender(screens, drawScreen));
  // A keystroke that leaves the form valid: parse, then draw (one that does not parse keeps the last drawing).
  const valid = screens.filter((c) => ZScreenConfig.safeParse(c).success);
  report(
    `screen keystroke: safeParse + screenDrawing (${valid.length} valid)`,
    perRender(valid, (c) => {
      const parsed = ZScreenConfig.safeParse(c);
      return parsed.success && drawScreen(parsed.data);
    }),
  );
  report('roofDrawing (1,000 random roofs, 0–100 entries a list)', perRender(fc.sample(arbitraryRoof, { numRuns: 1000, seed: 31 }), drawRoof));
  const typical = Array.from({ length: 1000 }, (_, i) => ZRoofConfig.parse(i % 2 ? workedRoofA : workedRoofB));
  report('roofDrawing (the two worked-example roofs)', perRender(typical, drawRoof));
  report(
    'roofDrawing (the largest roof: 100 entries in every list)',
    perRender(
      Array.from({ length: 50 }, () => largestRoof),
      drawRoof,
    ),
  );
}
