import { performance } from 'node:perf_hooks';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { priceScreen } from '@portal/domain/pricing/screen/screen-price';
import { ZRoofConfig } from '@portal/domain/configuration/roof/roof-config';
import { workedRoofA, workedRoofB } from '@portal/domain/pricing/roof/roof-worked-examples';
import { priceRoof } from '@portal/domain/pricing/roof/roof-price';
import { priceCart, type CartInput } from '@portal/domain/pricing/cart/cart-price';
import type { TPartConfigInput } from '@portal/domain/configuration/parts/part-config';
import { medianMs, report } from './median';

/** Median time per call over batches (one batch is too short to time alone). */
function perCallMs(fn: (i: number) => unknown, batch: number, batches: number): number {
  for (let i = 0; i < batch; i++) fn(i);
  const times: number[] = [];
  for (let b = 0; b < batches; b++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) fn(i);
    times.push((performance.now() - start) / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export async function benchPricing() {
  console.log('\npricing (pure domain, one core; target: screen < 50 µs, 100-line cart < 10 ms)');
  const usd = sampleContext();
  const cad = sampleContext({ priceGroup: 'CAD', tierRateBp: 8500 });
  const screens = [
    makeScreenConfig(),
    makeScreenConfig({ width: 180, dropLeft: 120, dropRight: 96, trackLeft: 'Recessed', trackRight: 'Cable', mountingAngle: 'Yes', motorType: 'HD - 21 RPM' }),
    makeScreenConfig({
      width: 300,
      housingSize: '7',
      housingShape: 'Curved',
      dropLeft: 140,
      dropRight: 140,
      jobColor: 'Custom',
      ralCode: '7016',
      materialType: 'Vinyl',
      materialColor: 'Clear',
      motorType: 'Super HD - 16 RPM',
    }),
  ];
  const roofs = [ZRoofConfig.parse(workedRoofA), ZRoofConfig.parse(workedRoofB)];
  const parts: TPartConfigInput[] = [
    { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 },
    { family: 'Downspout', options: { Size: '4"', Color: 'Black' }, quantity: 7 },
  ];
  report(
    'screen priced (priceScreen)',
    perCallMs((i) => priceScreen(i % 2 ? usd : cad, screens[i % screens.length]!), 2000, 30),
  );
  report(
    'roof priced (priceRoof)',
    perCallMs((i) => priceRoof(i % 2 ? usd : cad, roofs[i % roofs.length]!), 1000, 30),
  );
  const cart: CartInput = {
    screens: Array.from({ length: 50 }, (_, i) => screens[i % screens.length]!),
    roofs: Array.from({ length: 20 }, (_, i) => roofs[i % roofs.length]!),
    parts: Array.from({ length: 30 }, (_, i) => parts[i % parts.length]!),
  };
  report('100-line mixed cart (50 screens, 20 roofs, 30 parts)', await medianMs(() => priceCart(cad, cart), 200));
}
