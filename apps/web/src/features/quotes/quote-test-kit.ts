import { vi } from 'vitest';
import type { TQuote, TQuoteSettings } from '@portal/domain/quotes/quote-schemas';
import { fakeApi } from '../../test/fake-api';

let sequence = 0;

/** A quote of the team of customer C0001 with one screen at 1.35×; override any field. */
export function makeQuote(overrides: Partial<TQuote> = {}): TQuote {
  sequence += 1;
  return {
    _id: `30000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    number: `Q-${String(sequence).padStart(6, '0')}`,
    status: 'open',
    orderId: '10000000-0000-4000-8000-000000000999',
    orderName: 'Lakeside deck',
    portalNumber: 'P-000123',
    currency: 'USD',
    customerName: 'Pat Customer',
    customerAddress: '1 Shore Road\nLakeside',
    markups: { screens: 1.35, roofs: 1.2, parts: 1.5 },
    validUntil: '2099-12-31',
    notes: '',
    lines: [
      { lineId: 'screen-1', kind: 'screen', title: 'Screen 1: Patio', quantity: 2, costUnitCents: 42550, retailUnitCents: 57443, retailTotalCents: 114886 },
    ],
    retailTotalCents: 114886,
    costTotalCents: 85100,
    createdBy: 'Dana Dealer',
    createdAt: '2026-11-05T15:00:00.000Z',
    updatedAt: '2026-11-05T15:00:00.000Z',
    ...overrides,
  };
}

export function makeQuoteSettings(overrides: Partial<TQuoteSettings> = {}): TQuoteSettings {
  return {
    markups: { screens: 1.35, roofs: 1.2, parts: 1.5 },
    company: { name: 'Acme Screens', address: '5 Main Street\nSpringfield', phone: '+1 555 0100', email: 'sales@acme.example' },
    allowBelowCost: false,
    hasLogo: false,
    ...overrides,
  };
}

/** What a handler throws for a refusal that names fields, as the API's error formatter answers it. */
export const fieldRefusal = (fieldErrors: Record<string, string>) => ({
  code: 'BAD_REQUEST',
  message: Object.values(fieldErrors)[0] ?? 'Invalid input',
  fieldErrors,
});

type Handler = (input: unknown) => unknown;

/**
 * test/fake-api.ts, plus the field errors a refusal carries (fieldRefusal): the app's fake answers
 * a thrown { code, message } only, and the quote forms show the server's errors beside their fields.
 * `rest` answers the REST paths it knows (the logo); every other request is a tRPC call.
 */
export function fakeQuotesApi(handlers: Record<string, Handler>, rest: (path: string, init?: RequestInit) => Response | undefined = () => undefined) {
  const named = new Map<string, Record<string, string>>();
  const noting =
    (handler: Handler): Handler =>
    (input) => {
      try {
        return handler(input);
      } catch (thrown) {
        const { message, fieldErrors } = thrown as { message: string; fieldErrors?: Record<string, string> };
        if (fieldErrors) named.set(message, fieldErrors);
        throw thrown;
      }
    };
  const calls = fakeApi(Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path, noting(handler)])));
  const trpc = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const answer = rest(url, init);
    if (answer) return answer;
    const answers = (await (await trpc(url, init)).json()) as { error?: { message: string; data: Record<string, unknown> } }[];
    for (const { error } of answers) if (error && named.has(error.message)) error.data.fieldErrors = named.get(error.message);
    return new Response(JSON.stringify(answers), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  /** The inputs a procedure was called with, in order. */
  const inputsOf = (path: string) => calls.filter((call) => call.path === path).map((call) => call.input);
  return { calls, inputsOf };
}
