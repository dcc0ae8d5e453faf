/**
 * Where unexpected errors go besides the log: Sentry when SENTRY_DSN is set, nowhere otherwise.
 * Every report carries the request's id (x-request-id), so a report, the log lines and the
 * user's complaint meet.
 */
export interface ErrorReporter {
  readonly kind: 'sentry' | 'off';
  /** An error that became a 500: reported with the id of the request that met it. */
  report(error: unknown, requestId: string): void;
  /** Marks everything the request sends from here on (its trace included) with its id. */
  tagRequest(requestId: string): void;
  /** Sends what is queued (bounded) and stops: the server's close waits for it. */
  close(): Promise<void>;
}

/** No DSN: nothing is initialised, nothing leaves the process. */
export const errorReportingOff: ErrorReporter = {
  kind: 'off',
  report: () => undefined,
  tagRequest: () => undefined,
  close: async () => undefined,
};
