import { ErpError } from '../erp-source';
import { createSemaphore } from './semaphore';
import { isRetryableStatus, retryDelayMs } from './retry-policy';
import type { BcSettings } from './bc-settings';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
}

export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** "GET /v2.0/…/items?$filter=…": how a failed call is named in the import's error message (never the token). */
export function describeCall(method: string, url: string): string {
  const u = new URL(url);
  let target = u.pathname + u.search;
  try {
    target = decodeURIComponent(target);
  } catch {
    // keep it encoded
  }
  return `${method} ${target}`;
}

/** The `{"error":{"code","message"}}` of Business Central, or AAD's `{"error","error_description"}`, as one line. */
export function describeErrorBody(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; error_description?: unknown };
    if (parsed.error && typeof parsed.error === 'object') {
      const { code, message } = parsed.error as { code?: unknown; message?: unknown };
      return [code, message].filter((v) => typeof v === 'string' && v).join(': ');
    }
    if (typeof parsed.error === 'string') return [parsed.error, parsed.error_description].filter((v) => typeof v === 'string' && v).join(': ');
  } catch {
    // not JSON: fall through
  }
  return body.slice(0, 200).trim();
}

/**
 * Every HTTP call to Business Central and its sign-in: at most `maxInFlight` at once (a slot is
 * held for the request and its body, never while waiting to retry), a timeout per attempt, and
 * 429/5xx/network failures retried with backoff. Non-retryable answers are returned as they are.
 */
export function createBcHttp(settings: Pick<BcSettings, 'maxInFlight' | 'timeoutMs' | 'retryBaseMs' | 'maxRetries'>, sleep: Sleep = realSleep) {
  const slots = createSemaphore(settings.maxInFlight);

  const once = (url: string, init: RequestInit) =>
    slots.run(async (): Promise<HttpAnswer> => {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
      return { status: res.status, headers: res.headers, body: await res.text() };
    });

  return {
    /** `init` is called per attempt, so a retry carries a fresh token. */
    async send(method: string, url: string, init: () => Promise<RequestInit> | RequestInit): Promise<HttpAnswer> {
      for (let attempt = 0; ; attempt += 1) {
        let answer: HttpAnswer | undefined;
        let failure: unknown;
        try {
          answer = await once(url, { ...(await init()), method });
        } catch (err) {
          if (err instanceof ErpError) throw err;
          failure = err;
        }
        if (answer && !isRetryableStatus(answer.status)) return answer;
        if (attempt >= settings.maxRetries) {
          if (answer) return answer;
          const reason =
            failure instanceof Error ? (failure.name === 'TimeoutError' ? `no answer within ${settings.timeoutMs} ms` : failure.message) : String(failure);
          throw new ErpError(`${describeCall(method, url)} failed after ${attempt + 1} attempts: ${reason}`, { cause: failure });
        }
        await sleep(retryDelayMs(attempt, answer?.headers.get('retry-after') ?? null, settings.retryBaseMs));
      }
    },
  };
}

export type BcHttp = ReturnType<typeof createBcHttp>;
