import type { DeviceClass, TVitalsBeacon, VitalName } from '@portal/domain/vitals/vitals-schemas';
import { vitalsLimits } from '@portal/domain/vitals/vitals-schemas';

/** One measured value, tagged with where it was measured. */
export interface TaggedVital {
  route: string;
  deviceClass: DeviceClass;
  name: VitalName;
  value: number;
}

const bytesOf = (beacon: TVitalsBeacon) => new TextEncoder().encode(JSON.stringify(beacon)).length;

/**
 * The beacons that carry `vitals`: one per route and device class, split so that none holds more
 * than vitalsLimits.metrics metrics or vitalsLimits.bodyBytes bytes (the API refuses a larger one whole).
 */
export function vitalsBeacons(vitals: readonly TaggedVital[]): TVitalsBeacon[] {
  const groups = new Map<string, TVitalsBeacon>();
  const beacons: TVitalsBeacon[] = [];
  for (const { route, deviceClass, name, value } of vitals) {
    const key = `${deviceClass} ${route}`;
    const metric = { name, value };
    const open = groups.get(key);
    if (open && open.metrics.length < vitalsLimits.metrics && bytesOf({ ...open, metrics: [...open.metrics, metric] }) <= vitalsLimits.bodyBytes) {
      open.metrics.push(metric);
    } else {
      const beacon: TVitalsBeacon = { route, deviceClass, metrics: [metric] };
      groups.set(key, beacon);
      beacons.push(beacon);
    }
  }
  return beacons;
}
