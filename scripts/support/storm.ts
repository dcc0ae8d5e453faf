import type { ApiProcess } from './api-process';

export type StormAnswer = number | 'no answer';

/**
 * Fires `count` requests at once and kills the API (SIGKILL: kill -9) as soon as `killAfter` of
 * them were acknowledged (201); answers every request's status and what each acknowledged one named.
 */
export async function stormThenKill<T>(api: ApiProcess, count: number, killAfter: number, send: (i: number) => Promise<{ status: number; acknowledged: T }>) {
  const acknowledged = new Map<number, T>();
  let killed: Promise<unknown> | undefined;
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i): Promise<StormAnswer> => {
      try {
        const res = await send(i);
        if (res.status === 201) {
          acknowledged.set(i, res.acknowledged);
          if (acknowledged.size >= killAfter && !killed) killed = api.kill('SIGKILL');
        }
        return res.status;
      } catch {
        return 'no answer';
      }
    }),
  );
  if (!killed) throw new Error(`only ${acknowledged.size} of ${count} were acknowledged before all answered: nothing was killed (fewer --kill-after?)`);
  await killed;
  return { answers, acknowledged };
}

/** Prints what missed the target ('TARGET MISSED: …') or that it was met; answers whether anything missed. */
export function missedTarget(misses: (string | false)[], met: string): boolean {
  const missed = misses.filter((m): m is string => typeof m === 'string');
  console.log(missed.length > 0 ? `TARGET MISSED: ${missed.join('; ')}` : `target met: ${met}`);
  return missed.length > 0;
}
