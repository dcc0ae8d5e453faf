import { DomainError } from '@portal/domain/errors/domain-error';
import type { AppDeps } from '../../app-deps';
import { notReadyReason } from './readiness';

/** Where the server is in its life: migrations run at start, draining once it starts closing (SIGTERM). */
export interface ServerLifecycle {
  migrated(): boolean;
  draining(): boolean;
}

/** Readiness: whether this instance should take traffic, from the server's state and what it depends on. */
export function createHealthService(deps: Pick<AppDeps, 'dbHandle' | 'storage'>, lifecycle: ServerLifecycle) {
  return {
    /** Ready, or UNAVAILABLE (503) saying why not. */
    async ready(): Promise<{ status: 'ok' }> {
      const reason = await notReadyReason(deps, { migrated: lifecycle.migrated(), draining: lifecycle.draining() });
      if (reason !== null) throw new DomainError('UNAVAILABLE', reason);
      return { status: 'ok' };
    },
  };
}
