import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import type { TestApp } from './test-server';

/** Waits for a message to reach the outbox (reset mail leaves in the background). */
export async function waitForMail(t: TestApp, to: string, subjectIncludes: string, timeoutMs = 5000) {
  const started = Date.now();
  for (;;) {
    const found = (await listOutboxFor(t.db.db, to)).find((m) => m.subject.includes(subjectIncludes));
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`no mail "${subjectIncludes}" to ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function resetTokenFrom(text: string): string {
  const match = /\/reset\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}
