import type { Db } from '@portal/db/create-db';
import { claimDueErpSyncJobs, renewErpSyncLease, type ClaimedErpSyncJob } from '@portal/db/queries/erp-sync';
import type { Log } from '../../adapters/log/log';
import { startDrainLoop, type DrainLoop } from '../../adapters/queue/drain-loop';

export interface ErpSyncWorkerSettings {
  /** How often the jobs are read without a nudge: other instances' approvals, retries, jobs a crash left. */
  pollMs: number;
  /** How long a claimed job is this worker's; renewed every third of it while the attempt runs. */
  leaseMs: number;
  batchSize?: number;
  /** On stop, how long to wait for the attempt in hand (default 3 s, within the shutdown deadline). */
  stopWaitMs?: number;
}

/** nudge(): after an approval or a retry committed; stop(): the attempt in hand finishes, what the worker held is due again after the lease. */
export type ErpSyncWorker = DrainLoop;

type Job = ClaimedErpSyncJob & { attempts: number; createdAt: Date };

/**
 * Drains the erp_sync jobs in every API instance at once: each claim takes due jobs no other worker
 * holds (FOR UPDATE SKIP LOCKED, outside any transaction), one order at a time, its lease renewed
 * while the ERP is being asked (so a slow ERP never lets a second worker push the same order
 * beside it). A job's failure never stops the others: each is tried and recorded apart.
 */
export function startErpSyncWorker(deps: { db: Db; log: Log; settings: ErpSyncWorkerSettings; attempt: (job: Job) => Promise<unknown> }): ErpSyncWorker {
  const { db, log, settings } = deps;
  const batchSize = settings.batchSize ?? 5;
  const stopWaitMs = settings.stopWaitMs ?? 3000;

  async function attemptHeld(job: Job) {
    const renewal = setInterval(() => {
      renewErpSyncLease(db, job, settings.leaseMs).catch((err: unknown) => log.warn({ err, orderId: job.orderId }, 'could not renew an ERP job lease'));
    }, settings.leaseMs / 3);
    try {
      await deps.attempt(job);
    } catch (err) {
      // Not the ERP's answer (the database went away mid-attempt): the job is due again after its lease.
      log.error({ err, orderId: job.orderId }, 'an ERP sync attempt failed unexpectedly; the job is tried again after its lease');
    } finally {
      clearInterval(renewal);
    }
  }

  async function drainDue(stopping: () => boolean): Promise<number> {
    const jobs = await claimDueErpSyncJobs(db, batchSize, settings.leaseMs);
    for (const job of jobs) {
      if (stopping()) break;
      // The batch's later jobs waited for the earlier ones: a job whose lease passed to another worker meanwhile is that worker's.
      if (!(await renewErpSyncLease(db, job, settings.leaseMs))) continue;
      await attemptHeld(job);
    }
    return jobs.length;
  }

  return startDrainLoop({
    name: 'the ERP jobs',
    drain: drainDue,
    batchSize,
    pollMs: settings.pollMs,
    stopWaitMs,
    stoppedLate: `the ERP sync worker was still sending after ${stopWaitMs} ms; the order goes out after its lease`,
    log,
  });
}
