import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import type { TestApp } from '../../test/test-server';

export type User = Awaited<ReturnType<TestApp['makeUser']>>;

export const newTicket = (overrides: Record<string, unknown> = {}) => ({
  ticketName: 'Motor hums',
  ticketType: 'Support',
  ticketMessage: 'The motor hums but the screen does not move.',
  ...overrides,
});

/** Files a ticket over REST and returns it (fails the test on anything but 201). */
export async function fileTicket(t: TestApp, user: User, overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/tickets', { token: user.token, body: newTicket(overrides) });
  if (res.status !== 201) throw new Error(`could not file a ticket: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { _id: string; ticketId: number; ticketStatus: string; isOpen: boolean; replies: unknown[] };
}

/** The subjects of the mails sent to an address, newest first. */
export async function mailSubjects(t: TestApp, to: string): Promise<string[]> {
  return (await listOutboxFor(t.db.db, to)).map((m) => m.subject);
}
