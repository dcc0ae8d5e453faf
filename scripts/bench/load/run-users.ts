import type { Account } from './accounts';
import { adminAction, startAdmin } from './admin';
import { dealerAction, startDealer } from './dealer';
import type { Recorder } from './recorder';
import { Session } from './session';

export interface LoadPlan {
  baseUrl: string;
  dealers: Account[];
  admins: Account[];
  /** Users start evenly over this many ms (people arrive over the morning, not in one second). */
  rampMs: number;
  endsAt: number;
  recorder: Recorder;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A person reads the page before the next click: 1 to 3 s. */
const thinkTime = () => 1000 + Math.random() * 2000;

/** Each virtual user: arrives, signs in once, then acts and thinks until the end of the run. */
async function runUser<S>(plan: LoadPlan, startAfterMs: number, start: () => Promise<S>, act: (state: S) => Promise<unknown>) {
  await sleep(startAfterMs);
  const state = await start();
  while (Date.now() + 1000 < plan.endsAt) {
    await sleep(thinkTime());
    if (Date.now() >= plan.endsAt) break;
    await act(state);
  }
}

export async function runUsers(plan: LoadPlan) {
  const people = [...plan.dealers.map((a) => ({ a, admin: false })), ...plan.admins.map((a) => ({ a, admin: true }))];
  // Administrators interleave with dealers in the arrival order.
  people.sort((x, y) => x.a.address.localeCompare(y.a.address));
  const step = plan.rampMs / people.length;
  let adminIndex = 0;
  const users = people.map(({ a, admin }, i) => {
    const session = new Session(plan.baseUrl, a, plan.recorder);
    if (admin) {
      const index = adminIndex++;
      return runUser(
        plan,
        i * step,
        () => startAdmin(session, index, plan.admins.length),
        (state) => adminAction(session, state),
      );
    }
    return runUser(
      plan,
      i * step,
      () => startDealer(session),
      (state) => dealerAction(session, state),
    );
  });
  const results = await Promise.allSettled(users);
  return results.flatMap((r) => (r.status === 'rejected' ? [r.reason instanceof Error ? r.reason.message : String(r.reason)] : []));
}
