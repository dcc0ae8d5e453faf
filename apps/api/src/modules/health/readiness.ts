import type { AppDeps } from '../../app-deps';

/** Each check answers within this, so a hung database or store turns readiness 503 instead of hanging it. */
const checkTimeoutMs = 3000;

/** A prefix no object is ever stored under: listing it costs the store one cheap request. */
const probePrefix = 'readiness-probe/';

export interface ReadinessState {
  migrated: boolean;
  /** Set once the server starts closing (SIGTERM): the load balancer stops sending new work here. */
  draining: boolean;
}

/** Why this instance should not take traffic, or null when it should. */
export async function notReadyReason(deps: Pick<AppDeps, 'dbHandle' | 'storage'>, state: ReadinessState): Promise<string | null> {
  if (state.draining) return 'Not ready: this instance is shutting down';
  if (!state.migrated) return 'Not ready: the database is not migrated yet';
  const [database, storage] = await Promise.all([within(deps.dbHandle.ping()), within(deps.storage.list('docs', probePrefix).then(() => true))]);
  if (!database && !storage) return 'Not ready: neither the database nor the file storage answers';
  if (!database) return 'Not ready: the database does not answer';
  if (!storage) return 'Not ready: the file storage does not answer';
  return null;
}

async function within(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs);
  });
  try {
    return await Promise.race([check.catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
