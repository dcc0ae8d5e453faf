import { deviceClasses, vitalNames, vitalsLimits, type DeviceClass, type VitalName } from '@portal/domain/vitals/vitals-schemas';
import { oneOf, useListParams } from '../../shared/list/list-params';

/** The spans the page offers, in weeks (this one included). */
export const weekChoices = ['4', '8', '12', '26'] as const;
const defaultWeeks = String(vitalsLimits.defaultWeeks);
const defaultMetric: VitalName = 'LCP';
const defaultDevice: DeviceClass = 'mobile';

/**
 * The Speed page's choices in its address (?weeks=12&metric=INP&device=desktop), as the lists keep
 * theirs: a reload, Back and a shared link show the same figures. A default needs no parameter.
 */
export function useSpeedChoices() {
  const { params, update } = useListParams();
  const weeks = oneOf(params.get('weeks'), weekChoices, defaultWeeks);
  const metric = oneOf(params.get('metric'), vitalNames, defaultMetric);
  const device = oneOf(params.get('device'), deviceClasses, defaultDevice);
  return {
    weeks,
    metric,
    device,
    setWeeks: (next: string) => update({ weeks: next === defaultWeeks ? null : next }),
    setMetric: (next: string) => update({ metric: next === defaultMetric ? null : next }),
    setDevice: (next: string) => update({ device: next === defaultDevice ? null : next }),
  };
}
