import type { RestBinding } from './operation';

type Scope = 'mine' | 'team';

/** One REST route of a dealer list: its path says whose rows (mine, or my team's). */
export interface ScopedRoute {
  path: string;
  scope: Scope;
  operationId: string;
  summary: string;
}

/**
 * The REST routes of a list whose tRPC input names the scope and whose REST paths do instead
 * (/mytickets, /teamtickets …): each route's query plus the scope its path says.
 */
export function scopedListRoutes<Q extends object, R>(
  common: Omit<RestBinding<Q & { scope: Scope }, R>, 'method' | 'path' | 'operationId' | 'summary' | 'input'>,
  routes: ScopedRoute[],
): RestBinding<Q & { scope: Scope }, R>[] {
  return routes.map(({ path, scope, operationId, summary }) => ({
    ...common,
    method: 'GET',
    path,
    operationId,
    summary,
    input: ({ query }) => ({ ...(query as Q), scope }),
  }));
}
