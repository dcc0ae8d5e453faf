import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '@portal/db/create-db';
import { takeErpTurn } from '@portal/db/queries/erp-documents';
import { getSetting, putSetting } from '@portal/db/queries/settings';
import type { Config } from '../../config';
import type { Log } from '../../adapters/log/log';
import { businessCentralSettings } from '../../adapters/erp/business-central/bc-settings';
import {
  createBusinessCentralSubscriptions,
  type ErpSubscription,
  type ErpSubscriptions,
  type SubscribedSet,
  type SubscriptionRequest,
} from '../../adapters/erp/business-central/bc-subscriptions';
import { erpNotificationPath } from './erp-notifications';

/** What Business Central notifies the portal of: a posted shipment (its tracking is entered on the same record) and a posted invoice. */
export const subscribedSets: readonly SubscribedSet[] = ['salesShipments', 'salesInvoices'];

/** Business Central drops a subscription three days after its creation or last renewal: it is renewed once less than a day is left. */
export const renewWithinMs = 24 * 60 * 60_000;
/** How often every instance looks (one at a time, by the turn below); well inside the day of margin. */
export const checkEveryMs = 3 * 60 * 60_000;
/** After a failure, the next look comes sooner: this, doubling, up to checkEveryMs. */
export const retryBaseMs = 60_000;
/** The first look after start: the server listens by then (Business Central's handshake calls it back). */
export const firstLookAfterMs = 10_000;
/** How long one instance holds the turn: longer than a look takes (a few calls, each bounded by BC_TIMEOUT_MS and its retries). */
const turnLeaseMs = 10 * 60_000;

/** `settings` row `erp.subscriptions`: what the portal subscribed, so a later look renews rather than subscribes again. */
const storedKey = 'erp.subscriptions';
const ZKept = z.object({
  id: z.string().min(1),
  resource: z.string().min(1),
  expirationDateTime: z.string(),
  etag: z.string(),
  /** A digest of the notification URL and clientState it was made with (not the secret): a change of either renews it at once. */
  fingerprint: z.string(),
});
type Kept = z.infer<typeof ZKept>;

/** What one look did, by resource; undefined from keepErpSubscriptionsOnce: another instance was looking. */
export interface KeeperFigures {
  created: string[];
  renewed: string[];
  unchanged: string[];
  failed: string[];
}

export interface SubscriptionKeeperDeps {
  db: Db;
  log: Log;
  subscriptions: ErpSubscriptions;
  notificationUrl: string;
  clientState: () => Promise<string>;
  /** The clock expirations are compared with (the tests move the simulator's). */
  now?: () => number;
  /** Who holds the turn (one per keeper). */
  holder?: string;
}

/** Case aside in the clientState, as the notifications are checked (erp-notifications.ts). */
const fingerprintOf = (notificationUrl: string, clientState: string) =>
  createHash('sha256').update(`${notificationUrl}\n${clientState.toLowerCase()}`, 'utf8').digest('base64url').slice(0, 22);

/** `companies(…)/salesShipments` however Business Central writes it back: with or without the leading slash, absolute, other case. */
function sameResource(a: string, b: string): boolean {
  const norm = (r: string) => {
    const path = `/${r.replace(/^\/+/, '')}`.toLowerCase();
    const at = path.lastIndexOf('/api/');
    return at >= 0 ? path.slice(at) : path;
  };
  return norm(a) === norm(b);
}

async function readKept(db: Db): Promise<Kept[]> {
  const parsed = z.array(z.unknown()).safeParse(await getSetting<unknown>(db, storedKey));
  return parsed.success ? parsed.data.flatMap((row) => ZKept.safeParse(row).data ?? []) : [];
}

/**
 * One look, by whichever instance takes the turn: each subscribed set has a subscription to the
 * portal's notification URL with its clientState, renewed once less than a day is left (or at
 * once when the URL or the clientState changed); a renewal Business Central answers 404 (expired,
 * deleted) is a new subscription. A set the portal remembers nothing of adopts the subscription
 * Business Central holds for it (made before the row was lost), else gets a new one. A failure
 * is logged and tried at the next look; the others go on.
 */
export async function keepErpSubscriptionsOnce(deps: SubscriptionKeeperDeps): Promise<KeeperFigures | undefined> {
  const { db, log, subscriptions: api, notificationUrl } = deps;
  const now = deps.now ?? Date.now;
  if (!(await takeErpTurn(db, 'erp.subscriptionsTurn', deps.holder ?? randomUUID(), turnLeaseMs))) return undefined;
  const clientState = await deps.clientState();
  const request: SubscriptionRequest = { notificationUrl, clientState, resource: '' };
  const fingerprint = fingerprintOf(notificationUrl, clientState);
  const stored = await readKept(db);
  const figures: KeeperFigures = { created: [], renewed: [], unchanged: [], failed: [] };
  let listed: Promise<ErpSubscription[]> | undefined;
  /** What the portal sent, for a subscription it just made or renewed; what Business Central holds, for one it adopts. */
  const toKept = (s: ErpSubscription, resource: string, made = fingerprint): Kept => ({
    id: s.id,
    resource,
    expirationDateTime: s.expirationDateTime,
    etag: s.etag,
    fingerprint: made,
  });

  async function keep(resource: string): Promise<Kept> {
    let known = stored.find((k) => sameResource(k.resource, resource));
    if (!known) {
      listed ??= api.list();
      const held = (await listed)
        .filter((s) => sameResource(s.resource, resource) && s.notificationUrl === notificationUrl)
        .sort((a, b) => Date.parse(b.expirationDateTime) - Date.parse(a.expirationDateTime))[0];
      if (held) known = toKept(held, resource, fingerprintOf(held.notificationUrl, held.clientState));
    }
    if (known) {
      const due = Date.parse(known.expirationDateTime) - now() < renewWithinMs || known.fingerprint !== fingerprint;
      if (!due) {
        figures.unchanged.push(resource);
        return known;
      }
      let renewal = await api.renew(known, { ...request, resource });
      if (renewal.kind === 'stale') {
        // Changed since the portal read it: once more with the etag it has now.
        const current = await api.get(known.id);
        renewal = current ? await api.renew(current, { ...request, resource }) : { kind: 'gone' };
      }
      if (renewal.kind === 'renewed') {
        figures.renewed.push(resource);
        log.info({ resource, expirationDateTime: renewal.subscription.expirationDateTime }, 'renewed a Business Central webhook subscription');
        return toKept(renewal.subscription, resource);
      }
      log.info({ resource }, 'a Business Central webhook subscription was gone (expired or deleted): subscribing again');
    }
    const created = await api.create({ ...request, resource });
    figures.created.push(resource);
    log.info({ resource, expirationDateTime: created.expirationDateTime }, 'subscribed to Business Central webhook notifications');
    return toKept(created, resource);
  }

  const kept: Kept[] = [];
  for (const set of subscribedSets) {
    const resource = api.resourceOf(set);
    try {
      kept.push(await keep(resource));
    } catch (err) {
      figures.failed.push(resource);
      log.warn({ err, resource }, 'could not keep a Business Central webhook subscription; polling goes on, and the next look tries again');
      // Remembered still: the next look renews it (or finds it gone) rather than subscribing twice.
      const known = stored.find((k) => sameResource(k.resource, resource));
      if (known) kept.push(known);
    }
  }
  await putSetting(db, storedKey, kept);
  return figures;
}

export interface SubscriptionKeeper {
  /** A look now (after the one running, if any): what it did, or undefined when another instance was looking. */
  lookNow(): Promise<KeeperFigures | undefined>;
  /** No further look; the one running is given a few seconds. */
  stop(): Promise<void>;
}

/**
 * Keeps the subscriptions in every instance: a first look shortly after start, then every
 * `checkEveryMs`, sooner after a failure (a minute, doubling). Never fatal: the poller reads
 * whatever happens here.
 */
export function startErpSubscriptionKeeper(deps: SubscriptionKeeperDeps & { firstLookAfterMs?: number }): SubscriptionKeeper {
  const holder = deps.holder ?? randomUUID();
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<KeeperFigures | undefined> | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void look().catch(() => undefined), ms);
  };

  function look(): Promise<KeeperFigures | undefined> {
    clearTimeout(timer);
    const run = keepErpSubscriptionsOnce({ ...deps, holder }).then(
      (figures) => {
        failures = figures && figures.failed.length > 0 ? failures + 1 : 0;
        return figures;
      },
      (err: unknown) => {
        failures += 1;
        deps.log.warn({ err }, 'the Business Central webhook subscriptions could not be looked at; polling goes on, and the next look tries again');
        return undefined;
      },
    );
    looking = run.finally(() => {
      looking = undefined;
      schedule(failures > 0 ? Math.min(checkEveryMs, retryBaseMs * 2 ** (failures - 1)) : checkEveryMs);
    });
    return looking;
  }

  schedule(deps.firstLookAfterMs ?? firstLookAfterMs);
  return {
    async lookNow() {
      while (looking) await looking;
      return stopped ? undefined : look();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (!looking) return;
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([looking, new Promise((resolve) => (wait = setTimeout(resolve, 3000)))]);
      clearTimeout(wait);
    },
  };
}

/**
 * The keeper when Business Central is configured and BC_WEBHOOKS=true (docs/erp.md, Webhooks);
 * undefined otherwise: the sample ERP sends no notifications, and without BC_WEBHOOKS polling alone reads.
 */
export function startErpSubscriptionKeeperFor(deps: { db: Db; log: Log; clientState: () => Promise<string> }, config: Config): SubscriptionKeeper | undefined {
  if (!config.BC_WEBHOOKS) return undefined;
  const settings = businessCentralSettings(config);
  if (!settings) {
    deps.log.warn('BC_WEBHOOKS=true, but the portal uses the built-in sample ERP, which sends no notifications: no subscription is made');
    return undefined;
  }
  return startErpSubscriptionKeeper({
    ...deps,
    subscriptions: createBusinessCentralSubscriptions(settings),
    notificationUrl: new URL(erpNotificationPath, config.PUBLIC_URL).toString(),
  });
}
