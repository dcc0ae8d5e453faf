import type { Log } from '../log/log';
import type { Db } from '@portal/db/create-db';
import { claimDueOutboxMessages, markOutboxAttemptFailed, markOutboxSent } from '@portal/db/queries/mail-outbox';
import type { Mailer } from './mailer';
import { startDrainLoop } from '../queue/drain-loop';

export interface OutboxWorkerSettings {
  /** How often the outbox is read without a nudge: other instances' mail, retries, rows a crash left. */
  pollMs: number;
  /** The wait after the first failed attempt; it doubles after each further one, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a message is given up (failed, logged as an error). */
  maxAttempts: number;
  /** How long a claimed message is this worker's: longer than one delivery may take (the SMTP timeouts). */
  leaseMs: number;
  batchSize?: number;
  /** On stop, how long to wait for the message in hand (default 3 s, within the shutdown deadline). */
  stopWaitMs?: number;
}

export interface OutboxWorker {
  /** Reads the outbox now (after a commit that wrote mail) instead of at the next poll. */
  nudge(): void;
  /** Finishes the message in hand and stops; what it had claimed but not tried is due again after the lease. */
  stop(): Promise<void>;
}

/** After `attempts` failed deliveries: the wait before the next one, or null to give up. */
export function retryDelayMs(attempts: number, s: Pick<OutboxWorkerSettings, 'retryBaseMs' | 'retryMaxMs' | 'maxAttempts'>): number | null {
  if (attempts >= s.maxAttempts) return null;
  return Math.min(s.retryBaseMs * 2 ** Math.max(0, attempts - 1), s.retryMaxMs);
}

/**
 * Delivers the mail_outbox rows, in every API instance at once: each claim takes due rows no other
 * worker holds (FOR UPDATE SKIP LOCKED, outside any transaction, so on PGlite's one connection it
 * never waits on a request's transaction nor holds one while it sends).
 */
export function startOutboxWorker(deps: { db: Db; transport: Mailer; log: Log; settings: OutboxWorkerSettings }): OutboxWorker {
  const { db, transport, log, settings } = deps;
  const batchSize = settings.batchSize ?? 10;
  const stopWaitMs = settings.stopWaitMs ?? 3000;

  async function deliverDue(stopping: () => boolean): Promise<number> {
    const rows = await claimDueOutboxMessages(db, batchSize, settings.leaseMs);
    for (const row of rows) {
      if (stopping()) break;
      try {
        await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
      } catch (err) {
        const retryIn = retryDelayMs(row.attempts, settings);
        const error = err instanceof Error ? err.message : String(err);
        await markOutboxAttemptFailed(db, row.id, error.slice(0, 1000), retryIn);
        const about = { err, mailId: row.id, to: row.to, subject: row.subject, attempts: row.attempts };
        if (retryIn === null) log.error(about, `gave up on a mail after ${row.attempts} attempts`);
        else log.warn({ ...about, retryInMs: retryIn }, 'could not send a mail; it stays in the outbox and is tried again');
        continue;
      }
      await markOutboxSent(db, row.id, transport.kind);
    }
    return rows.length;
  }

  return startDrainLoop({
    name: 'the mail outbox',
    drain: deliverDue,
    batchSize,
    pollMs: settings.pollMs,
    stopWaitMs,
    stoppedLate: `the mail outbox worker was still sending after ${stopWaitMs} ms; the message goes out after its lease`,
    log,
  });
}
