import { startErrorReporting } from '../shared/error-reporting/error-reporting';
import { appClients } from './app-clients';

/**
 * Reads the public configuration (the same cached query the footer uses: one request) and starts
 * Sentry only if it names a DSN. A configuration that fails to load leaves reporting off: the
 * footer shows that failure, and the portal works without reporting.
 */
export function startErrorReportingWhenConfigured(): Promise<boolean> {
  const { queryClient, trpc } = appClients();
  return queryClient
    .fetchQuery({ ...trpc.shell.config.queryOptions(), staleTime: Infinity })
    .then((config) => startErrorReporting(config.errorReporting))
    .catch(() => false);
}
