import type { DbOrTx } from '@portal/db/create-db';
import { insertOutboxMessages } from '@portal/db/queries/mail-outbox';
import type { MailMessage } from './mailer';

/** How services send mail: written with the change it reports, delivered by the outbox worker. */
export interface MailOutbox {
  /** In the caller's transaction: the mail exists (and leaves) exactly when the change commits. */
  enqueue(tx: DbOrTx, messages: MailMessage[]): Promise<void>;
  /** After the commit: the worker delivers now instead of at its next poll. */
  nudge(): void;
}

export function createMailOutbox(worker: { nudge(): void }): MailOutbox {
  return {
    enqueue: (tx, messages) => insertOutboxMessages(tx, messages),
    nudge: () => worker.nudge(),
  };
}
