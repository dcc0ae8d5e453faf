import { Alert, Loader, Modal, Stack, Tabs } from '@mantine/core';
import type { AdjustmentRole } from '@portal/domain/adjustments/adjustment-status';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { useAdjustment } from '../api/use-adjustment';
import { EditGuardProvider } from './adjustment-edit-guard';
import { AdjustmentHeader } from './adjustment-header';
import { AdjustmentItemList } from './adjustment-item-list';
import { itemKinds } from './adjustment-items';

function AdjustmentBody({ adjustment, viewer }: { adjustment: TAdjustment; viewer: AdjustmentRole }) {
  return (
    <Stack gap="md">
      <AdjustmentHeader adjustment={adjustment} viewer={viewer} />
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
    </Stack>
  );
}

/**
 * The 'Order Adjustment' dialog (§2), read from the server when it opens: the requester files and
 * submits requests, the reviewer decides them. Full screen on a phone.
 */
export function AdjustmentDialog({ adjustmentId, viewer, onClose }: { adjustmentId: string; viewer: AdjustmentRole; onClose: () => void }) {
  const adjustment = useAdjustment(adjustmentId);
  const phone = usePhoneDialog();
  return (
    <Modal opened onClose={onClose} title="Order Adjustment" size="xl" fullScreen={phone}>
      <EditGuardProvider>
        {adjustment.isPending && <Loader aria-label="Loading the adjustment" />}
        {adjustment.isError && (
          <Alert color="red" title="The adjustment could not be loaded">
            {adjustment.error.message}
          </Alert>
        )}
        {adjustment.data && <AdjustmentBody adjustment={adjustment.data} viewer={viewer} />}
      </EditGuardProvider>
    </Modal>
  );
}
