import type { Log } from '../log/log';

export interface DrainLoop {
  /** Drains now (after a commit that queued work) instead of at the next poll. */
  nudge(): void;
  /** Lets the work in hand finish (at most `stopWaitMs`) and stops. */
  stop(): Promise<void>;
  /** Resolves once no drain runs nor is asked for (tests wait for it before they count writes). */
  settled(): Promise<void>;
}

export interface DrainLoopOptions {
  /** What the loop drains, in the log's words ('the mail outbox'). */
  name: string;
  /** Claims and handles one batch of due rows; answers how many it claimed. `stopping()`: leave the rest of the batch (due again after its lease). */
  drain(stopping: () => boolean): Promise<number>;
  /** A full batch is drained again at once; a smaller one waits for the poll or a nudge. */
  batchSize: number;
  pollMs: number;
  stopWaitMs: number;
  /** Logged when stop() gave up waiting for the work in hand. */
  stoppedLate: string;
  log: Log;
}

/**
 * The loop of a durable queue's worker (the mail outbox, the ERP jobs): drain, then wait for the
 * poll or a nudge; a failed drain is logged and tried again at the next poll.
 */
export function startDrainLoop(options: DrainLoopOptions): DrainLoop {
  const { name, log } = options;
  let stopped = false;
  let nudged = false;
  let wake: (() => void) | undefined;
  let draining: Promise<number> | undefined;

  const loop = (async () => {
    while (!stopped) {
      nudged = false;
      let claimed = 0;
      try {
        draining = options.drain(() => stopped);
        claimed = await draining;
      } catch (err) {
        log.error({ err }, `${name} could not be read or updated; trying again at the next poll`);
      } finally {
        draining = undefined;
      }
      if (stopped) break;
      if (claimed === options.batchSize || nudged) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();

  return {
    async settled() {
      while (draining || nudged) {
        if (draining) await draining.catch(() => 0);
        else await new Promise<void>((resolve) => setTimeout(resolve, 5));
      }
    },
    nudge() {
      nudged = true;
      wake?.();
    },
    async stop() {
      stopped = true;
      wake?.();
      // Work that hangs (an SMTP server, an ERP) may take its full timeouts: shutdown does not wait
      // that long; what was claimed stays claimed and another worker (or the next start) takes it after the lease.
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        loop.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), options.stopWaitMs))),
      ]);
      clearTimeout(timer);
      if (gaveUp) log.warn(options.stoppedLate);
    },
  };
}
