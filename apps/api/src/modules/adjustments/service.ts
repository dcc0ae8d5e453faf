import { randomUUID } from 'node:crypto';
import type { PortalUser } from '@portal/domain/accounts/user';
import { fullName } from '@portal/domain/accounts/user';
import {
  adjustmentNotFound,
  assertMayDeleteAdjustment,
  assertMayUseAdjustments,
  issueNotFound,
  seatOf,
  type Seat,
} from '@portal/domain/adjustments/adjustment-access';
import type { AdjustmentState } from '@portal/domain/adjustments/adjustment-aggregate';
import { changeAdjustmentStatus, setReviewerNotes } from '@portal/domain/adjustments/adjustment-actions';
import { attachmentLimits, attachmentMessages, attachmentProblem } from '@portal/domain/adjustments/adjustment-limits';
import { assertCanEditIssue } from '@portal/domain/adjustments/adjustment-permissions';
import { assertMayDeleteImage, assertReviewerKeepsDealersImages } from '@portal/domain/adjustments/attachment-rights';
import type {
  TAdjustmentPatch,
  TAdjustmentsQuery,
  TAdminAdjustmentsQuery,
  TCreateAdjustment,
  TIssuePatch,
  TOpenIssueInput,
} from '@portal/domain/adjustments/adjustment-schemas';
import type { TAdjustment, TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { issueVisibleTo } from '@portal/domain/adjustments/adjustment-visibility';
import { checkComment, fileWarranty, findIssue, removeRequest, updateIssue, type IssueActionOptions } from '@portal/domain/adjustments/issue-actions';
import { orderedQuantityOf, orderedValuesOf } from '@portal/domain/adjustments/ordered-values';
import { reorderPricer } from '@portal/domain/adjustments/reorder-price';
import { issueResolutionLabels } from '@portal/domain/adjustments/adjustment-status';
import { DomainError } from '@portal/domain/errors/domain-error';
import { orderNotFound } from '@portal/domain/orders/order-actions';
import { repricingTierRate } from '@portal/domain/orders/repricing-tier';
import type { DbOrTx } from '@portal/db/create-db';
import {
  adjustmentIdOfIssue,
  deleteAdjustment,
  findIssueSlot,
  deleteIssueAttachments,
  getAdjustment,
  getAdjustmentIssues,
  insertAdjustment,
  insertAdjustmentAttachments,
  insertAdjustmentComment,
  insertAdjustmentIssue,
  listAdjustments,
  lockAdjustment,
  updateAdjustment,
  type AdjustmentListRow,
  type AdjustmentRow,
} from '@portal/db/queries/adjustments';
import { getOrderRecord, type OrderRecord } from '@portal/db/queries/orders';
import { getSetting } from '@portal/db/queries/settings';
import { findUserById, getPortalUser, listAdminEmails } from '@portal/db/queries/users';
import type { AppDeps } from '../../app-deps';
import type { MailMessage } from '../../adapters/mail/mailer';
import { createUploadLimits } from '../../limits/upload-limits';
import { nameOfKey } from '../files/files-service';
import { removePrefixWithVariants, removeWithVariants } from '../files/photo-variants';
import { receiveUpload } from '../files/receive-upload';
import { assertCan } from '../orders/order-access';
import { storeListItem } from '../orders/order-list-items';
import type { PricingService } from '../pricing/service';
import { claimCreation, createdWithKey, creationHash } from './adjustment-idempotency';
import { adjustmentStatusMail, adjustmentSubmittedMail } from './adjustment-mail';
import { droppedImages, issueRowOf, loadAdjustment, loadWorkingSet, orderedItemOf, stateOf, writeChanges, type LoadedAdjustment } from './adjustment-records';
import { attachmentLinks } from './attachment-links';
import { toAdjustmentListItem, toAdjustmentView, toAttachmentView, toIssueView } from './adjustment-view-mapper';

/** The back office's Order adjustments switch (settings service): off, every path answers 404. */
const featureKey = 'feature.adjustments';

/** The multipart request an upload streams from, as receiveUpload reads it. */
type UploadRequest = Parameters<typeof receiveUpload>[0];

interface Locked {
  tx: DbOrTx;
  seat: Seat;
  loaded: LoadedAdjustment;
  state: AdjustmentState;
}

/**
 * Order adjustments (adjustments-and-pricing.md, issue 19). Every use case that writes locks the
 * adjustment row (SELECT … FOR UPDATE: concurrent writes of one adjustment serialize), reads it
 * whole into the domain's AdjustmentState, lets the domain decide, writes the difference, and
 * answers the adjustment as the caller's side may see it (adjustment-visibility.ts). Mails are
 * written to the outbox in that transaction; files follow the commit (a failure is logged, never undoes it).
 */
export function createAdjustmentsService(deps: AppDeps, pricing: PricingService) {
  const { db, storage, config } = deps;
  const hourly = createUploadLimits(db);

  const removeFiles = async (keys: string[], adjustmentId: string) => {
    for (const key of keys) {
      await removeWithVariants(storage, 'attachments', key).catch((err: unknown) =>
        deps.log.error({ err, adjustmentId, key }, 'could not delete an adjustment image'),
      );
    }
  };

  async function assertEnabled(actor: PortalUser) {
    if ((await getSetting<boolean>(db, featureKey)) !== true) throw new DomainError('NOT_FOUND', 'Order adjustments are not available');
    assertMayUseAdjustments(actor);
  }

  /** The order, which every adjustment has (the key restricts its deletion). */
  async function orderOf(dbx: DbOrTx, orderId: string): Promise<OrderRecord> {
    const order = await getOrderRecord(dbx, orderId);
    if (!order) throw new Error(`the order ${orderId} of an adjustment is missing`);
    return order;
  }

  /** The adjustment whole, or for one issue what its rules and answer read (loadWorkingSet: the requests and it, or it alone). */
  async function readAdjustment(id: string, issueId?: string, requests = true): Promise<{ row: AdjustmentListRow; loaded: LoadedAdjustment }> {
    const row = await getAdjustment(db, id);
    if (!row) throw adjustmentNotFound();
    return { row, loaded: issueId ? await loadWorkingSet(db, row, issueId, requests) : await loadAdjustment(db, row) };
  }

  async function viewOf(role: Seat['role'], id: string): Promise<TAdjustment> {
    const { row, loaded } = await readAdjustment(id);
    const order = await orderOf(db, row.orderId);
    return toAdjustmentView(role, row, loaded, order.lines, await attachmentLinks(storage, loaded.attachments), order.priceGroup);
  }

  async function issueViewOf(id: string, issueId: string): Promise<TAdjustmentIssue> {
    const { loaded } = await readAdjustment(id, issueId, false);
    const issue = loaded.issues.find((i) => i.id === issueId);
    if (!issue) throw issueNotFound();
    return toIssueView(issue, loaded, await attachmentLinks(storage, loaded.attachments));
  }

  /**
   * Runs `act` on the locked adjustment; 404 (the given one) to whoever may not see it. The state
   * holds the requests, and the issue an issue path names (loadWorkingSet): what the rules read.
   */
  async function withLocked<T>(actor: PortalUser, id: string, notFound: () => DomainError, act: (l: Locked) => Promise<T>, issueId?: string): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await lockAdjustment(tx, id);
      if (!row) throw notFound();
      const seat = seatOf(actor, row, notFound);
      const loaded = await loadWorkingSet(tx, row, issueId);
      return act({ tx, seat, loaded, state: stateOf(loaded) });
    });
  }

  const withLockedIssue = <T>(actor: PortalUser, id: string, issueId: string, act: (l: Locked) => Promise<T>) =>
    withLocked(actor, id, issueNotFound, act, issueId);

  /** Writes the domain's answer; the order's list row follows a status change (it shows its adjustments). */
  async function save(l: Locked, next: AdjustmentState): Promise<string[]> {
    assertReviewerKeepsDealersImages(l.seat.role, droppedImages(l.loaded, l.state, next));
    const keys = await writeChanges(l.tx, l.loaded.row.id, l.state, next);
    if (next.status !== l.state.status) await storeListItem(l.tx, await orderOf(l.tx, l.loaded.row.orderId));
    return keys;
  }

  async function adjustmentOfIssue(actor: PortalUser, issueId: string): Promise<string> {
    await assertEnabled(actor);
    const id = await adjustmentIdOfIssue(db, issueId);
    if (!id) throw issueNotFound();
    return id;
  }

  /**
   * What the issue actions read of the order: the ordered line's values, and the reorder price
   * for the order's price group and the requester's tier (repricingTierRate: the owner's tier
   * today while they are still the order's customer, else the tier the order was placed at). A
   * price a client sends is never read: the domain drops it and computes its own.
   */
  async function issueOptions(actor: PortalUser, adjustmentId: string, issueId: string): Promise<IssueActionOptions> {
    const { row, loaded } = await readAdjustment(adjustmentId, issueId);
    seatOf(actor, row, issueNotFound);
    const order = await orderOf(db, row.orderId);
    const owner = order.ownerId ? await getPortalUser(db, order.ownerId) : undefined;
    const ctx = await pricing.contextFor({
      ...(owner ?? actor),
      bc_customer_priceGroup: order.priceGroup,
      bc_customer_tierRate: repricingTierRate(order, owner),
    });
    const issue = loaded.issues.find((i) => i.id === issueId);
    const item = issue ? orderedItemOf(order.lines, issue) : null;
    return {
      priceOf: reorderPricer(ctx, (i) => orderedItemOf(order.lines, i)),
      ...(item && issue ? { orderedValues: orderedValuesOf(item, issue.issueType), orderedQuantity: orderedQuantityOf(item, issue.issueType) } : {}),
      priceSetter: { name: fullName(actor), at: new Date().toISOString() },
    };
  }

  async function requesterEmail(tx: DbOrTx, row: Pick<AdjustmentRow, 'ownerId'>): Promise<string | undefined> {
    return row.ownerId ? (await findUserById(tx, row.ownerId))?.email : undefined;
  }

  /** The mails of a status change, in its transaction: reviewers on a submission; the requester on a reviewer's answer. */
  async function mailStatus(tx: DbOrTx, actor: PortalUser, id: string, seat: Seat, to: AdjustmentState['status']): Promise<MailMessage[]> {
    const row = await getAdjustment(tx, id);
    if (!row) return [];
    const facts = {
      id,
      description: row.description,
      portalNumber: row.portalNumber,
      orderName: row.orderName,
      status: to,
      shippingAgent: row.shippingAgent,
      trackingNumber: row.trackingNumber,
      issues: (await getAdjustmentIssues(tx, id)).issues.map((i) => ({
        item: `${i.itemType} ${i.itemPosition + 1}`,
        issue: i.issueType,
        kind: i.adjustmentType === 'None' ? '' : i.adjustmentType,
        status: issueResolutionLabels[i.resolutionStatus],
      })),
    };
    if (seat.role === 'requester' && to === 'Awaiting_Reviewer') {
      return (await listAdminEmails(tx)).map((admin) => adjustmentSubmittedMail(admin, facts, fullName(actor), config.PUBLIC_URL));
    }
    const email = seat.role === 'reviewer' ? await requesterEmail(tx, row) : undefined;
    const message = email ? adjustmentStatusMail(email, facts, config.PUBLIC_URL) : null;
    return message ? [message] : [];
  }

  return {
    /** The switch and store access, checked by every operation before it reads its request (its guard) and by each use case. */
    assertEnabled,

    /**
     * A new adjustment of an approved or shipped order: its ordered lines, no issues yet (openIssue
     * makes one when a request is added, issue 26). A dealer owns what they create; an administrator creates it for the order's
     * owner (their team fills it in, the administrator reviews).
     */
    async create(actor: PortalUser, orderId: string, input: TCreateAdjustment, idempotencyKey?: string): Promise<TAdjustment> {
      await assertEnabled(actor);
      // A retry of a committed creation answers it before any rule is checked again.
      const hash = creationHash(orderId, input);
      const done = idempotencyKey ? await createdWithKey(db, actor._id, idempotencyKey, hash) : undefined;
      if (done) return this.get(actor, done);
      const order = await getOrderRecord(db, orderId);
      if (!order) throw orderNotFound();
      assertCan('createAdjustment', actor, order);
      await deps.filing.adjustment(actor._id);
      const made = await db.transaction(async (tx) => {
        const id = randomUUID();
        const earlier = idempotencyKey ? await claimCreation(tx, actor._id, idempotencyKey, hash, id) : undefined;
        if (earlier) return earlier;
        await insertAdjustment(
          tx,
          { id, orderId: order.id, ownerId: actor.isAdmin ? order.ownerId : actor._id, customerId: order.customerId, description: input.description },
          [],
        );
        await storeListItem(tx, await orderOf(tx, order.id));
        return id;
      });
      return viewOf(actor.isAdmin ? 'reviewer' : 'requester', made);
    },

    async get(actor: PortalUser, id: string): Promise<TAdjustment> {
      await assertEnabled(actor);
      const row = await getAdjustment(db, id);
      if (!row) throw adjustmentNotFound();
      return viewOf(seatOf(actor, row).role, id);
    },

    /** A button (status) or the reviewer's notes; the domain decides who may, and when (409 naming the rule). */
    async patch(actor: PortalUser, id: string, patch: TAdjustmentPatch): Promise<TAdjustment> {
      await assertEnabled(actor);
      const done = await withLocked(actor, id, adjustmentNotFound, async (l) => {
        const next =
          'status' in patch
            ? changeAdjustmentStatus(
                l.state,
                l.seat,
                patch.status,
                patch.status === 'Shipped' ? { shippingAgent: patch.shippingAgent ?? '', trackingNumber: patch.trackingNumber ?? '' } : undefined,
              )
            : setReviewerNotes(l.state, l.seat, patch.reviewerNotes);
        await save(l, next);
        const mails = next.status !== l.state.status ? await mailStatus(l.tx, actor, id, l.seat, next.status) : [];
        await deps.outbox.enqueue(l.tx, mails);
        return { seat: l.seat, mailed: mails.length > 0 };
      });
      if (done.mailed) deps.outbox.nudge();
      return viewOf(done.seat.role, id);
    },

    /** The owner deletes while they hold it (Draft, Awaiting_Requester); its images go after the commit. */
    async remove(actor: PortalUser, id: string): Promise<{ message: string }> {
      await assertEnabled(actor);
      await withLocked(actor, id, adjustmentNotFound, async (l) => {
        assertMayDeleteAdjustment(l.state, l.seat);
        await deleteAdjustment(l.tx, id);
        await storeListItem(l.tx, await orderOf(l.tx, l.loaded.row.orderId));
      });
      await removePrefixWithVariants(storage, 'attachments', `${id}/`).catch((err: unknown) =>
        deps.log.error({ err, adjustmentId: id }, "could not delete a deleted adjustment's images"),
      );
      return { message: 'Order adjustment deleted.' };
    },

    /**
     * The issue slot of an ordered line and issue type, opened before a request is added there
     * (issue 26): by whoever may edit an issue now (assertCanEditIssue). The one already there is
     * answered (created: false); the adjustment's lock serializes two openings of one slot.
     */
    async openIssue(actor: PortalUser, id: string, input: TOpenIssueInput): Promise<{ created: boolean; issue: TAdjustmentIssue }> {
      await assertEnabled(actor);
      const opened = await withLocked(actor, id, adjustmentNotFound, async (l) => {
        assertCanEditIssue(l.state, l.seat, { resolutionStatus: 'Draft' });
        const existing = await findIssueSlot(l.tx, id, input.itemType, input.itemId, input.issueType);
        if (existing) return { created: false, issueId: existing };
        const row = issueRowOf(id, (await orderOf(l.tx, l.loaded.row.orderId)).lines, input.itemType, input.itemId, input.issueType);
        if (!row) throw new DomainError('BAD_INPUT', 'Item not found in the order', { itemId: 'Item not found in the order' });
        await insertAdjustmentIssue(l.tx, row);
        await updateAdjustment(l.tx, id, {});
        return { created: true, issueId: row.id };
      });
      return { created: opened.created, issue: await issueViewOf(id, opened.issueId) };
    },

    /** A reorder request set, edited or removed (None), or (reviewers) the issue's status. */
    async patchIssue(actor: PortalUser, issueId: string, patch: TIssuePatch): Promise<TAdjustmentIssue> {
      const id = await adjustmentOfIssue(actor, issueId);
      const options = await issueOptions(actor, id, issueId);
      const keys = await withLockedIssue(actor, id, issueId, async (l) => save(l, updateIssue(l.state, l.seat, issueId, patch, options)));
      await removeFiles(keys, id);
      return issueViewOf(id, issueId);
    },

    /** The issue made a warranty request: a reason and an image already attached (the domain checks both). */
    async fileWarranty(
      actor: PortalUser,
      issueId: string,
      input: { description: string; modifications?: Record<string, string | number> | undefined },
    ): Promise<TAdjustmentIssue> {
      const id = await adjustmentOfIssue(actor, issueId);
      const options = await issueOptions(actor, id, issueId);
      const edits = { description: input.description, ...(input.modifications ? { modifications: input.modifications } : {}) };
      await withLockedIssue(actor, id, issueId, async (l) => save(l, fileWarranty(l.state, l.seat, issueId, edits, options)));
      return issueViewOf(id, issueId);
    },

    /** The request removed: None and Draft, its images deleted. */
    async removeIssueRequest(actor: PortalUser, issueId: string): Promise<TAdjustmentIssue> {
      const id = await adjustmentOfIssue(actor, issueId);
      const keys = await withLockedIssue(actor, id, issueId, async (l) => save(l, removeRequest(l.state, l.seat, issueId)));
      await removeFiles(keys, id);
      return issueViewOf(id, issueId);
    },

    /** Either side comments on an issue it sees, while the adjustment is not finalized. */
    async comment(actor: PortalUser, issueId: string, text: string): Promise<TAdjustmentIssue> {
      const id = await adjustmentOfIssue(actor, issueId);
      const pre = await getAdjustment(db, id);
      if (!pre) throw issueNotFound();
      seatOf(actor, pre, issueNotFound);
      await deps.filing.adjustmentComment(actor._id);
      await withLockedIssue(actor, id, issueId, async (l) => {
        const issue = findIssue(l.state, issueId);
        if (!issueVisibleTo(l.seat.role, issue)) throw issueNotFound();
        const checked = checkComment(l.state, text);
        await insertAdjustmentComment(l.tx, { id: randomUUID(), issueId, text: checked, authorId: actor._id, authorRole: l.seat.role });
        await updateAdjustment(l.tx, id, {});
      });
      return issueViewOf(id, issueId);
    },

    /**
     * Images for an issue, by whoever may edit it now. The files stream to storage before the
     * lock is taken (a slow upload never holds the adjustment), then the count and sizes are
     * checked again under the lock; a refusal removes what was stored.
     */
    async upload(actor: PortalUser, issueId: string, req: UploadRequest) {
      const id = await adjustmentOfIssue(actor, issueId);
      const check = (state: AdjustmentState, seat: Seat) => {
        const issue = findIssue(state, issueId);
        // Before anything is stored: an issue the caller may not see does not exist for them.
        if (!issueVisibleTo(seat.role, issue)) throw issueNotFound();
        assertCanEditIssue(state, seat, issue);
        if (issue.attachmentCount >= attachmentLimits.filesMax) throw new DomainError('TOO_LARGE', attachmentMessages.tooMany);
      };
      const { row, loaded } = await readAdjustment(id, issueId);
      check(stateOf(loaded), seatOf(actor, row, issueNotFound));
      const { uploadedFiles } = await receiveUpload(
        req,
        storage,
        hourly,
        { bucket: 'attachments', prefix: `${id}/${issueId}/`, userId: actor._id },
        config.VIDEO_MAX_MB,
      );
      try {
        await withLockedIssue(actor, id, issueId, async (l) => {
          check(l.state, l.seat);
          const existing = l.loaded.attachments.filter((a) => a.issueId === issueId).map((a) => a.size);
          const problem = attachmentProblem(
            existing,
            uploadedFiles.map((f) => f.size),
          );
          if (problem) throw new DomainError('TOO_LARGE', problem);
          await insertAdjustmentAttachments(
            l.tx,
            uploadedFiles.map((f) => ({
              id: randomUUID(),
              issueId,
              storageKey: f.key,
              fileName: nameOfKey(f.key),
              contentType: f.contentType,
              size: f.size,
              addedByRole: l.seat.role,
            })),
          );
          await updateAdjustment(l.tx, id, {});
        });
      } catch (e) {
        await removeFiles(
          uploadedFiles.map((f) => f.key),
          id,
        );
        throw e;
      }
      return this.attachments(actor, issueId);
    },

    /** The issue's images with signed links, for whoever sees the issue. */
    async attachments(actor: PortalUser, issueId: string) {
      const id = await adjustmentOfIssue(actor, issueId);
      const { row, loaded } = await readAdjustment(id, issueId, false);
      const seat = seatOf(actor, row, issueNotFound);
      const issue = loaded.issues.find((i) => i.id === issueId);
      if (!issue || !issueVisibleTo(seat.role, issue)) throw issueNotFound();
      const mine = loaded.attachments.filter((a) => a.issueId === issueId);
      const links = await attachmentLinks(storage, mine);
      return { attachments: mine.map((a) => toAttachmentView(a, links)) };
    },

    /** One image removed by whoever may edit the issue now; the file goes after the commit. */
    async removeAttachment(actor: PortalUser, issueId: string, attachmentId: string): Promise<{ message: string }> {
      const id = await adjustmentOfIssue(actor, issueId);
      const keys = await withLockedIssue(actor, id, issueId, async (l) => {
        const issue = findIssue(l.state, issueId);
        if (!issueVisibleTo(l.seat.role, issue)) throw issueNotFound();
        assertCanEditIssue(l.state, l.seat, issue);
        const image = l.loaded.attachments.find((a) => a.id === attachmentId && a.issueId === issueId);
        if (!image) throw new DomainError('NOT_FOUND', 'Attachment not found');
        assertMayDeleteImage(l.seat.role, image.addedByRole);
        const removed = await deleteIssueAttachments(l.tx, issueId, [attachmentId]);
        await updateAdjustment(l.tx, id, {});
        return removed;
      });
      await removeFiles(keys, id);
      return { message: 'Attachment deleted.' };
    },

    /** The requester lists: my adjustments, or my team's (my own without an ERP customer). */
    async list(actor: PortalUser, q: TAdjustmentsQuery) {
      await assertEnabled(actor);
      const owner = q.scope === 'team' && actor.bc_customer_id ? { customerId: actor.bc_customer_id } : { ownerId: actor._id };
      const { rows, total } = await listAdjustments(db, { owner, orderBy: q.orderBy, sortOrder: q.sortOrder, offset: q.offset, limit: q.limit });
      return { items: rows.map(toAdjustmentListItem), total, offset: q.offset, limit: q.limit };
    },

    /** Every adjustment (administrators), by status and part of the name or the order name. */
    async adminList(actor: PortalUser, q: TAdminAdjustmentsQuery) {
      await assertEnabled(actor);
      // Counted as the reviewer's dialog counts: the requester's unsent drafts are not theirs to see.
      const { rows, total } = await listAdjustments(db, {
        countsFor: 'reviewer',
        status: q.status,
        filter: q.filter || undefined,
        orderBy: q.orderBy,
        sortOrder: q.sortOrder,
        offset: q.offset,
        limit: q.limit,
      });
      return { items: rows.map(toAdjustmentListItem), total, offset: q.offset, limit: q.limit };
    },
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
