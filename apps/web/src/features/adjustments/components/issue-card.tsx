import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { adjustmentMessages } from '@portal/domain/adjustments/adjustment-messages';
import { canComment, canEditIssue, reviewerMayEdit } from '@portal/domain/adjustments/adjustment-permissions';
import type { TAdjustment, TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { hiddenIssueTypes, issueTypeLabel, type IssueType, type RoofIssueType } from '@portal/domain/adjustments/issue-types';
import { modificationErrors, withoutPrice } from '@portal/domain/adjustments/modifications/issue-modifications';
import { formatMoney } from '@portal/domain/money/money';
import { errorMessage } from '../../../shared/api/api-error';
import { roofHelpImages, roofHelpTitles, type RoofHelpTopic } from '../../../shared/ui/roof-help-images';
import { useAddReorder } from '../api/use-add-reorder';
import { useFileWarranty } from '../api/use-file-warranty';
import { useDeleteAttachment, useIssueAttachments } from '../api/use-issue-attachments';
import { useOpenIssue } from '../api/use-open-issue';
import { useRemoveRequest } from '../api/use-remove-request';
import { useUpdateIssue } from '../api/use-update-issue';
import { useEditGuard } from './adjustment-edit-guard';
import { changeDraft, orderedContextOf, sameModifications, savedModifications } from './issue-draft';
import { IssueAttachments } from './issue-attachments';
import { IssueComments } from './issue-comments';
import { IssueDrawings } from './issue-drawings';
import { IssueStatusChip } from './issue-status-chip';
import { IssueStatusToggle } from './issue-status-toggle';
import type { ModificationFormProps } from './modification-fields';
import { PartModificationForm } from './part-modification-form';
import { ReasonInput } from './reason-input';
import { RequestTypeMenu } from './request-type-menu';
import { needsReviewerPrice, ReviewerPriceInput } from './reviewer-price-input';
import { RoofModificationForm } from './roof-modification-form';
import { ScreenModificationForm } from './screen-modification-form';

export interface IssueCardProps {
  adjustment: TAdjustment;
  item: Record<string, unknown>;
  issue: TAdjustmentIssue;
  viewer: 'requester' | 'reviewer';
}

/** §2 help images by topic, for the roof members that have one. */
const roofHelpTopic: Partial<Record<RoofIssueType, RoofHelpTopic>> = {
  Blades: 'blades',
  Posts: 'posts',
  Frames: 'perimeter',
  Midspan_Beams: 'midspan',
  Accessory_Beams: 'accessory',
  Gutters: 'dimensions',
};

/** The quantities a requester may change on a warranty (§4; docs/decisions/adjustments.md, Order adjustments: Track Quantity too). */
const warrantyQuantities = new Set(['Quantity', 'Track_Quantity']);

/** The other issues of this issue's screen: a Complete Unit request and component requests exclude each other (§4). */
function screenIssuesOf(adjustment: TAdjustment, issue: TAdjustmentIssue): TAdjustmentIssue[] {
  return adjustment.screens.flatMap((s) => s.issues).filter((i) => i.itemId === issue.itemId);
}

/**
 * One issue of an ordered item (§2 Issue card): its status, type and request menu; the reason,
 * modifications, images and comments of its request; the reviewer's status toggle. Every change
 * goes to the server, which answers the rules; the adjustment is then read again.
 */
export function IssueCard({ adjustment, item, issue, viewer }: IssueCardProps) {
  const guard = useEditGuard();
  const [pendingWarranty, setPendingWarranty] = useState(false);
  const requestType = issue.adjustmentType !== 'None' ? issue.adjustmentType : pendingWarranty ? 'Warranty' : null;
  const editable = canEditIssue(adjustment, { role: viewer }, issue);
  const ordered = useMemo(() => orderedContextOf(issue, item), [issue, item]);

  const saved = useMemo(() => savedModifications(issue), [issue]);
  const [draft, setDraft] = useState(saved);
  const [description, setDescription] = useState(issue.description);
  // What the server saved replaces what the form holds, but only when it changed: another card's
  // save reloads the whole adjustment, and this card's unsaved edits must survive that.
  const savedKey = JSON.stringify([issue.adjustmentType, issue.description, issue.modifications]);
  const [shownKey, setShownKey] = useState(savedKey);
  const [resets, setResets] = useState(0);
  if (shownKey !== savedKey) {
    setShownKey(savedKey);
    setDraft(saved);
    setDescription(issue.description);
    setResets((n) => n + 1);
  }

  // An issue type without an issue yet (_id ''): opened on the server when a request is added (issue 26).
  const [openedId, setOpenedId] = useState('');
  const issueId = issue._id || openedId;
  const open = useOpenIssue();
  const ensureIssue = async (): Promise<string> => {
    if (issueId) return issueId;
    const opened = await open.mutateAsync({
      id: adjustment._id,
      issue: { itemType: issue.itemType, itemId: issue.itemId, issueType: issue.issueType as IssueType },
    });
    setOpenedId(opened.issue._id);
    return opened.issue._id;
  };
  const addReorder = useAddReorder(ensureIssue);

  const update = useUpdateIssue();
  const fileWarranty = useFileWarranty();
  const remove = useRemoveRequest();
  const attachments = useIssueAttachments(issueId, requestType === 'Warranty' && issueId !== '');
  const imageCount = attachments.data?.attachments.length ?? issue.attachments.length;
  const deleteImage = useDeleteAttachment();

  const dirty = requestType !== null && (!sameModifications(draft, saved) || description !== issue.description);
  const guardKey = `${issue.itemType}:${issue.itemId}:${issue.issueType}`;
  useEffect(() => {
    guard.setDirty(guardKey, dirty);
    guard.setPendingWarranty(guardKey, pendingWarranty);
  }, [guard, guardKey, dirty, pendingWarranty]);
  useEffect(
    () => () => {
      guard.setDirty(guardKey, false);
      guard.setPendingWarranty(guardKey, false);
    },
    [guard, guardKey],
  );

  const context = { adjustmentType: requestType ?? 'Reorder', role: viewer, orderedQuantity: ordered.orderedQuantity, base: ordered.base } as const;
  const errors = requestType ? modificationErrors(issue.itemType, issue.issueType, draft, context) : {};
  const valid = Object.keys(errors).length === 0;
  const hidden = issue.itemType === 'Screen' ? hiddenIssueTypes(screenIssuesOf(adjustment, issue).filter((i) => i.issueType !== issue.issueType)) : [];
  const typeLabel = issueTypeLabel(issue.issueType as IssueType);

  const form: ModificationFormProps = {
    issueType: issue.issueType,
    values: { Quantity: 1, ...ordered.base, ...draft },
    errors,
    requestType: requestType ?? 'Reorder',
    onChange: (patch) => setDraft((current) => changeDraft(issue.itemType, ordered.base, current, patch)),
    locked: (property) => !editable || (viewer === 'requester' && requestType === 'Warranty' && !warrantyQuantities.has(property)),
  };

  const refused = (title: string) => (error: unknown) => notifications.show({ color: 'red', title, message: errorMessage(error), autoClose: 8000 });

  const addRequest = (type: 'Warranty' | 'Reorder') => {
    // A warranty's images need the issue first: it is opened, then the form waits for the reason and images.
    if (type === 'Warranty') ensureIssue().then(() => setPendingWarranty(true), refused('Request not added'));
    else addReorder.mutate(undefined, { onError: refused('Request not added') });
  };

  const cancel = () => {
    setDraft(saved);
    setDescription(issue.description);
    setResets((n) => n + 1);
    if (pendingWarranty) {
      setPendingWarranty(false);
      // Images uploaded for a warranty never filed are not left behind.
      for (const image of attachments.data?.attachments ?? []) deleteImage.mutate({ id: issueId, attachmentId: image._id });
    }
  };

  const save = () => {
    if (!valid) return;
    if (pendingWarranty) {
      fileWarranty.mutate({ id: issueId, description, modifications: draft }, { onSuccess: () => setPendingWarranty(false) });
      return;
    }
    update.mutate(
      { id: issueId, patch: { ...(issue.adjustmentType === 'Reorder' ? { adjustmentType: 'Reorder' as const } : {}), description, modifications: draft } },
      { onError: refused('Modifications not saved') },
    );
  };

  // The server files and edits a warranty only with a reason and an image (§4), so Save waits for both.
  const warrantyBlockers =
    requestType === 'Warranty' && editable
      ? [description.trim() === '' && adjustmentMessages.warrantyReasonRequired, imageCount === 0 && adjustmentMessages.warrantyImageRequired].filter(Boolean)
      : [];
  const price = issue.adjustmentType === 'Reorder' ? issue.modifications['PriceCents'] : undefined;
  const priceSetBy = issue.modifications['PriceSetBy'];
  const helpTopic = issue.itemType === 'Roof' ? roofHelpTopic[issue.issueType as RoofIssueType] : undefined;

  return (
    <Card component="section" withBorder padding="sm" aria-label={typeLabel}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{typeLabel}</Text>
            {requestType && (
              <Badge variant="outline" tt="none">
                {requestType}
              </Badge>
            )}
            {issue.adjustmentType !== 'None' && <IssueStatusChip status={issue.resolutionStatus} viewer={viewer} />}
          </Group>
          <RequestTypeMenu
            requested={requestType !== null}
            canAdd={editable && !hidden.includes(issue.issueType as never)}
            canRemove={editable && issue.adjustmentType !== 'None'}
            busy={remove.isPending || open.isPending || addReorder.isPending}
            onAdd={addRequest}
            onRemove={() => remove.mutate({ id: issueId })}
          />
        </Group>

        {requestType && (
          <>
            <ReasonInput key={resets} kind={issue.itemType} requestType={requestType} value={description} onChange={setDescription} disabled={!editable} />
            {helpTopic && <HelpImage topic={helpTopic} />}
            {issue.itemType === 'Screen' && <ScreenModificationForm {...form} />}
            {issue.itemType === 'Roof' && <RoofModificationForm {...form} />}
            {issue.itemType === 'Part' && <PartModificationForm {...form} optionChoices={ordered.optionChoices} />}
            {issue.itemType !== 'Part' && <IssueDrawings item={item} issue={issue} draft={draft} />}
            {viewer === 'reviewer' && needsReviewerPrice(issue) && (
              <ReviewerPriceInput
                issue={issue}
                draft={draft}
                currency={adjustment.currency}
                disabled={!editable}
                onChange={(value) => setDraft((current) => (value === '' ? withoutPrice(current) : { ...current, Price: value }))}
              />
            )}
            {typeof price === 'number' && (
              <Text fw={600} aria-label="Reorder price">
                Price: {formatMoney(price, adjustment.currency)}
                {typeof priceSetBy === 'string' && ` (set by the reviewer, ${priceSetBy})`}
              </Text>
            )}
            {requestType === 'Warranty' && issueId && <IssueAttachments issueId={issueId} editable={editable} viewer={viewer} />}
            {warrantyBlockers.length > 0 && (
              <Alert color="yellow" role="status">
                {warrantyBlockers.join('. ')}.
              </Alert>
            )}
            {editable && (dirty || pendingWarranty) && (
              <Group justify="flex-end">
                <Button variant="default" onClick={cancel}>
                  Cancel
                </Button>
                <Button onClick={save} disabled={!valid || warrantyBlockers.length > 0} loading={update.isPending || fileWarranty.isPending}>
                  {pendingWarranty ? 'Save Warranty Request' : 'Save Modifications'}
                </Button>
              </Group>
            )}
            {issue.adjustmentType !== 'None' && <IssueComments issue={issue} viewer={viewer} canWrite={canComment(adjustment.status)} />}
            {viewer === 'reviewer' && issue.adjustmentType !== 'None' && reviewerMayEdit(adjustment.status) && <IssueStatusToggle issue={issue} />}
          </>
        )}
      </Stack>
    </Card>
  );
}

function HelpImage({ topic }: { topic: RoofHelpTopic }) {
  const [open, setOpen] = useState(false);
  const Image = roofHelpImages[topic];
  return (
    <Stack gap={4}>
      <Button size="compact-xs" variant="subtle" onClick={() => setOpen((o) => !o)} aria-expanded={open} w="fit-content">
        {open ? 'Hide' : 'Show'} help: {roofHelpTitles[topic]}
      </Button>
      {open && <Image />}
    </Stack>
  );
}
