import { storedVitalValue } from '@portal/domain/vitals/vitals-figures';
import { ZVitalMetric, type DeviceClass, type VitalName } from '@portal/domain/vitals/vitals-schemas';
import { vitalsBeacons, type TaggedVital } from './vitals-beacons';

export const vitalsBeaconUrl = '/api/telemetry/vitals';

/** What the reporter reads of a web-vitals metric. */
export interface ReportedVital {
  name: VitalName;
  value: number;
  /** The same id reported again is the same page's value, updated. */
  id: string;
  navigationType: string;
}

interface VitalsReporterOptions {
  /** The pattern of the route the router is on now. */
  currentRoute: () => string;
  /** Calls `report` with each metric as it is measured (web-vitals' onLCP, onINP, onCLS and onTTFB in the app). */
  observe: (report: (vital: ReportedVital) => void) => void;
}

/** A viewport under 960 px wide is a phone's layout (vitals-schemas' deviceClasses). */
const deviceClassNow = (): DeviceClass => (window.innerWidth < 960 ? 'mobile' : 'desktop');

/** LCP and TTFB time the page load: they belong to the route it loaded on (or was restored on from the back/forward cache). */
const timesTheLoad = (vital: ReportedVital) => vital.name === 'LCP' || vital.name === 'TTFB';

/**
 * Real-user speed measurement (issue 33): keeps each metric, tagged with its route pattern and
 * device class, and sends them when the page is hidden, one beacon per route and device class.
 * One draw per page load decides whether this load is measured: 1 (every load) until the shell
 * configuration's vitalsSampleRate is known. A beacon that cannot be sent is dropped: measuring
 * never throws, and never holds up the page.
 */
export function startVitalsReporter({ currentRoute, observe }: VitalsReporterOptions) {
  const loadRoute = currentRoute();
  const draw = Math.random();
  let sampleRate = 1;
  const sampled = () => draw < sampleRate;
  // By the metric's id: a value reported again (CLS, INP grow) replaces the one not yet sent.
  const queue = new Map<string, TaggedVital>();

  observe((vital) => {
    if (!sampled() || !ZVitalMetric.safeParse(vital).success) return;
    const route = timesTheLoad(vital) && vital.navigationType !== 'back-forward-cache' ? loadRoute : currentRoute();
    queue.set(vital.id, { route, deviceClass: deviceClassNow(), name: vital.name, value: storedVitalValue(vital.name, vital.value) });
  });

  const flush = () => {
    const vitals = [...queue.values()];
    queue.clear();
    if (!sampled()) return;
    for (const beacon of vitalsBeacons(vitals)) {
      try {
        // A string goes as text/plain: no preflight, and the API reads it as JSON. A refused one (false) is dropped.
        navigator.sendBeacon?.(vitalsBeaconUrl, JSON.stringify(beacon));
      } catch {
        // Dropped too: a measurement is never worth an error on the way out.
      }
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  // On the document, not captured: web-vitals reports CLS and INP from its own capturing listener on the window, which runs first.
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);

  return {
    /** The shell configuration's vitalsSampleRate, once read. */
    setSampleRate(rate: number) {
      sampleRate = rate;
      if (!sampled()) queue.clear();
    },
    stop() {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      queue.clear();
    },
  };
}
