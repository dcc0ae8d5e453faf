import { Alert, Loader, Stack, Tabs } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { requesterMayEdit } from '@portal/domain/adjustments/adjustment-permissions';
import type { AdjustmentRole } from '@portal/domain/adjustments/adjustment-status';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { useAdjustment } from '../api/use-adjustment';
import { EditGuardProvider, useEditGuard } from './adjustment-edit-guard';
import { AdjustmentHeader } from './adjustment-header';
import { AdjustmentItemList } from './adjustment-item-list';
import { flagsOf, itemKinds } from './adjustment-items';
import { AdjustmentActionsBar } from './adjustment-actions-bar';
import { AdjustmentSummary } from './adjustment-summary';
import { ReviewerNotesForm } from './reviewer-notes-form';
import { ScrollToTopButton } from './scroll-to-top-button';
import { reviewerDraftNote } from './reviewer-draft-note';

export const requestHint = 'Locate the items you want to reorder or file a warranty for, click Add Request +, then Submit for review.';

function AdjustmentBody({ adjustment, viewer }: { adjustment: TAdjustment; viewer: AdjustmentRole }) {
  const flags = flagsOf(adjustment);
  return (
    <Stack gap="md">
      <AdjustmentHeader adjustment={adjustment} viewer={viewer} />
      {viewer === 'requester' && !flags.hasRequest && requesterMayEdit(adjustment.status) && (
        <Alert color="blue" title="How to file a request">
          {requestHint}
        </Alert>
      )}
      {viewer === 'reviewer' && adjustment.status === 'Draft' && (
        <Alert color="blue" title="Waiting for the dealer">
          {reviewerDraftNote(adjustment.dealer)}
        </Alert>
      )}
      {flags.hasRequest && <AdjustmentSummary adjustment={adjustment} />}
      {viewer === 'reviewer' && (
        <ReviewerNotesForm key={adjustment.reviewerNotes ?? ''} adjustmentId={adjustment._id} savedNotes={adjustment.reviewerNotes ?? ''} />
      )}
      <AdjustmentActionsBar adjustment={adjustment} viewer={viewer} />
      <Tabs defaultValue={itemKinds[0].list}>
        <Tabs.List>
          {itemKinds.map((kind) => (
            <Tabs.Tab key={kind.list} value={kind.list}>
              {kind.tab(adjustment[kind.list].length)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {itemKinds.map((kind) => (
          <Tabs.Panel key={kind.list} value={kind.list} pt="sm">
            <AdjustmentItemList adjustment={adjustment} kind={kind} viewer={viewer} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ScrollToTopButton />
    </Stack>
  );
}

interface DialogProps {
  adjustmentId: string;
  viewer: AdjustmentRole;
  onClose: () => void;
}

/** The dialog inside a guard the caller provides (AdjustmentDialog brings its own; tests bring theirs). */
export function GuardedDialog({ adjustmentId, viewer, onClose }: DialogProps) {
  const adjustment = useAdjustment(adjustmentId);
  const phone = usePhoneDialog();
  const guard = useEditGuard();
  // Closing would drop what an issue card holds unsaved, as collapsing its item would (§4 alerts).
  const close = () => {
    const blocked = guard.blocked();
    if (blocked) window.alert(blocked);
    else onClose();
  };
  return (
    <Modal opened onClose={close} title="Order Adjustment" size="xl" fullScreen={phone}>
      {adjustment.isPending && <Loader aria-label="Loading the adjustment" />}
      {adjustment.isError && (
        <Alert color="red" title="The adjustment could not be loaded">
          {adjustment.error.message}
        </Alert>
      )}
      {adjustment.data && <AdjustmentBody adjustment={adjustment.data} viewer={viewer} />}
    </Modal>
  );
}

/**
 * The 'Order Adjustment' dialog (§2), read from the server when it opens: the requester files and
 * submits requests, the reviewer decides them. Full screen on a phone.
 */
export function AdjustmentDialog(props: DialogProps) {
  return (
    <EditGuardProvider>
      <GuardedDialog {...props} />
    </EditGuardProvider>
  );
}
