import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from './app-router';
import { readSession } from '../session/session-store';
import { maxCallsPerBatch } from '@portal/domain/limits/request-limits';

/** Spec §7: every call carries the stored bearer token and gives up after 120 000 ms. */
export const requestTimeoutMs = 120_000;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createApiClient(url = '/trpc') {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        maxItems: maxCallsPerBatch,
        headers() {
          const token = readSession()?.token;
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
        fetch(input, init) {
          const timeout = AbortSignal.timeout(requestTimeoutMs);
          const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
          return fetch(input, { ...(init as RequestInit), signal });
        },
      }),
    ],
  });
}
