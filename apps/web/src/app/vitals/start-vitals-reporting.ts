import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { appClients } from '../app-clients';
import { router } from '../router';
import { routes } from '../routes';
import { routePattern } from './route-pattern';
import { startVitalsReporter } from './vitals-reporter';

/**
 * Starts the field speed reporter once, from the entry. Its sample rate comes with the public
 * configuration (the same cached query the footer uses: one request); until then, and if that
 * fails, every load is measured.
 */
export function startVitalsReporting() {
  const reporter = startVitalsReporter({
    currentRoute: () => routePattern(routes, router.state.location.pathname),
    observe: (report) => {
      onLCP(report);
      onINP(report);
      onCLS(report);
      onTTFB(report);
    },
  });
  const { queryClient, trpc } = appClients();
  queryClient
    .fetchQuery({ ...trpc.shell.config.queryOptions(), staleTime: Infinity })
    .then((config) => reporter.setSampleRate(config.vitalsSampleRate))
    .catch(() => undefined);
}
