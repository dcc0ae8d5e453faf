import type { DbOrTx } from '@portal/db/create-db';
import { insertOutboxMessages } from '@portal/db/queries/mail-outbox';
import type { MailMessage } from './mailer';
import { renderMail } from './render-mail';

/** How services send mail: written with the change it reports, delivered by the outbox worker. */
export interface MailOutbox {
  /**
   * In the caller's transaction: the mail exists (and leaves) exactly when the change commits. The
   * templates are rendered here, since a mail reports what the transaction has just read or written;
   * a render that fails throws, so the change rolls back with it and no mail is written without its HTML.
   */
  enqueue(tx: DbOrTx, messages: MailMessage[]): Promise<void>;
  /** After the commit: the worker delivers now instead of at its next poll. */
  nudge(): void;
}

export function createMailOutbox(worker: { nudge(): void }): MailOutbox {
  return {
    enqueue: async (tx, messages) => insertOutboxMessages(tx, await Promise.all(messages.map(renderMail))),
    nudge: () => worker.nudge(),
  };
}
