import { TRPCClientError } from '@trpc/client';
import type { TShellConfig } from '@portal/domain/shell/shell-config';

let reporter: { report(error: unknown, requestId: string | undefined): void } | undefined;

/**
 * Starts Sentry when the server's public configuration names a DSN; otherwise the SDK is never
 * downloaded (a dynamic import, its own chunk) and reports go nowhere.
 */
export async function startErrorReporting(settings: TShellConfig['errorReporting']): Promise<boolean> {
  if (!settings || reporter) return Boolean(reporter);
  const { initSentry } = await import('./sentry-browser');
  reporter = initSentry(settings);
  return true;
}

/** The server's id of the request behind a failed call (x-request-id), when the call got an answer. */
export function requestIdOf(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const response = (error.meta as { response?: Response } | undefined)?.response;
  return response?.headers.get('x-request-id') ?? undefined;
}

function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  return (error.data as { httpStatus?: number } | null | undefined)?.httpStatus;
}

/**
 * A call the server failed (5xx): reported with its request id, which the server's own report
 * carries too. Refusals (4xx) are answers, not faults, and are not reported.
 */
export function reportFailedCall(error: unknown) {
  const status = httpStatusOf(error);
  if (status === undefined || status < 500) return;
  reporter?.report(error, requestIdOf(error));
}

/** An error nothing else caught (a page that failed to render). */
export function reportError(error: unknown) {
  reporter?.report(error, requestIdOf(error));
}
