import type { TListMailInput, TMailPage } from '@portal/domain/mail/mail-schemas';
import { listOutboxPage } from '@portal/db/queries/mail-outbox';
import type { AppDeps } from '../../app-deps';

/**
 * Admin → Mail (issue 29): the outbox as administrators read it, so that with the embedded
 * defaults (no SMTP_URL) a password reset or an approval can be finished from the product.
 * Only the plain-text body leaves the server: the page renders its links, never mail HTML.
 */
export function createMailService(deps: AppDeps) {
  const { db } = deps;
  return {
    async list(page: TListMailInput): Promise<TMailPage> {
      const { rows, total } = await listOutboxPage(db, page);
      return {
        items: rows.map((m) => ({
          _id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
          attempts: m.attempts,
          lastError: m.lastError,
          deliveredBy: m.deliveredBy,
        })),
        total,
        offset: page.offset,
        limit: page.limit,
      };
    },
  };
}
