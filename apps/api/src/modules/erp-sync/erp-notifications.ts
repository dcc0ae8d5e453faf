import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '@portal/db/create-db';
import { endErpTurn } from '@portal/db/queries/erp-documents';
import type { Config } from '../../config';
import { loadJwtSecret } from '../../auth/session-tokens';
import type { Log } from '../../adapters/log/log';

/** Where Business Central sends its notifications (and its validation handshake), under PUBLIC_URL. */
export const erpNotificationPath = '/api/erp/notifications';

/**
 * The clientState the portal gives every subscription and checks on every notification:
 * BC_WEBHOOK_SECRET, or else an HMAC of the token secret (JWT_SECRET, or the embedded default's
 * DATA_DIR/jwt-secret), so every instance agrees without storing it anywhere, and the token
 * secret itself never leaves the portal. Lower-case hex: Microsoft's own example answers a
 * subscription's clientState lower-cased. Never logged.
 */
export async function webhookClientState(config: Pick<Config, 'BC_WEBHOOK_SECRET' | 'JWT_SECRET' | 'DATA_DIR'>): Promise<string> {
  if (config.BC_WEBHOOK_SECRET) return config.BC_WEBHOOK_SECRET;
  return createHmac('sha256', await loadJwtSecret(config))
    .update('business-central-webhook-client-state')
    .digest('hex');
}

const digest = (text: string) => createHash('sha256').update(text.toLowerCase(), 'utf8').digest();

/**
 * Compares without telling, by its timing, how much of a guess was right (digests: the same length
 * whatever was sent). Case aside, in case Business Central gives the clientState back lower-cased.
 */
export function sameSecret(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

/** What one POST to the notification URL held. */
export interface NotificationVerdict {
  /** Entries carrying the portal's clientState: Business Central says something changed. */
  valid: number;
  /** Entries with another clientState, or none. */
  refused: number;
  /** Why the body as a whole was not a notification (not JSON, no `value` list, over the size limit), or undefined. */
  malformed?: string;
  /** A valid entry said `collection`: more changed than Business Central lists one by one (the next read takes them all). */
  collection: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a notification, `{ value: [{ subscriptionId, clientState, expirationDateTime, resource,
 * changeType, lastModifiedDateTime }] }`, trusting nothing but the clientState: what changed is
 * read from Business Central anyway, so the rest of each entry is not needed (unknown fields are
 * ignored). Work is linear in the body, which the caller bounds.
 */
export function readErpNotification(body: string, clientState: string): NotificationVerdict {
  const verdict: NotificationVerdict = { valid: 0, refused: 0, collection: false };
  let parsed: unknown;
  try {
    // Business Central stopped sending a byte-order mark with version 19; one is tolerated.
    parsed = JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch {
    return { ...verdict, malformed: 'the body is not JSON' };
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.value)) return { ...verdict, malformed: 'the body has no "value" list' };
  for (const entry of parsed.value) {
    if (isRecord(entry) && typeof entry.clientState === 'string' && sameSecret(entry.clientState, clientState)) {
      verdict.valid += 1;
      if (entry.changeType === 'collection') verdict.collection = true;
    } else {
      verdict.refused += 1;
    }
  }
  return verdict;
}

/** At most one warning a minute about what was ignored: the URL is public, and anyone may post to it. */
const warnEveryMs = 60_000;

/**
 * What the notification URL does with a POST (the route answers 2xx whatever it held, so Business
 * Central never drops the subscription): valid entries end the poller's turn, wherever it is held,
 * and nudge this instance's poller, which takes the turn and reads at once (polling itself goes
 * on as before); anything else is ignored and logged as a warning, never with the clientState.
 */
export function createErpNotificationInbox(deps: { db: Db; log: Log; clientState: () => Promise<string>; pollSoon: () => void; now?: () => number }) {
  const now = deps.now ?? Date.now;
  let lastWarningAt = Number.NEGATIVE_INFINITY;
  let unreported = 0;

  function warn(fields: Record<string, unknown>) {
    if (now() - lastWarningAt < warnEveryMs) {
      unreported += 1;
      return;
    }
    deps.log.warn({ ...fields, ...(unreported > 0 ? { alsoIgnoredSinceLastWarning: unreported } : {}) }, 'ignored a POST to the ERP notification URL');
    lastWarningAt = now();
    unreported = 0;
  }

  return {
    /** `body`: the request's text, or undefined when it was over the size limit (or could not be read). */
    async receive(body: string | undefined): Promise<NotificationVerdict> {
      const verdict: NotificationVerdict =
        body === undefined
          ? { valid: 0, refused: 0, collection: false, malformed: 'the body is over the size limit or could not be read' }
          : readErpNotification(body, await deps.clientState());
      if (verdict.malformed || verdict.refused > 0) {
        warn({ reason: verdict.malformed ?? `${verdict.refused} entries without the portal's clientState`, valid: verdict.valid });
      }
      if (verdict.valid === 0) return verdict;
      deps.log.debug({ changes: verdict.valid, collection: verdict.collection }, 'Business Central notified a change: reading now');
      try {
        await endErpTurn(deps.db, 'erp.pollTurn');
      } catch (err) {
        // This instance reads anyway once the turn comes back to it; the holder reads at its own interval.
        deps.log.warn({ err }, "could not hand the ERP poller's turn to this instance");
      }
      deps.pollSoon();
      return verdict;
    },
  };
}

export type ErpNotificationInbox = ReturnType<typeof createErpNotificationInbox>;
