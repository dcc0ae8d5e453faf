import { Alert, Button, Group, Loader, Select, Stack, Textarea } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useState } from 'react';
import { warrantyLimits } from '@portal/domain/warranty/warranty-limits';
import { warrantyMessages } from '@portal/domain/warranty/warranty-rules';
import { warrantyStatuses, type WarrantyStatus } from '@portal/domain/warranty/warranty-status';
import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { useUpdateWarranty } from '../api/use-update-warranty';
import { useWarranty } from '../api/use-warranty';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { WarrantyDetails } from './warranty-details';

type Update = ReturnType<typeof useUpdateWarranty>;

function EditForm({ warranty, update, onDone }: { warranty: WarrantyView; update: Update; onDone: () => void }) {
  const [status, setStatus] = useState<WarrantyStatus>(warranty.warrantyStatus);
  const [message, setMessage] = useState(warranty.warrantyMessage);
  const blank = message.trim() === '';
  const changed = status !== warranty.warrantyStatus || message.trim() !== warranty.warrantyMessage;
  const save = () =>
    update.mutate(
      {
        _id: warranty._id,
        ...(status !== warranty.warrantyStatus ? { warrantyStatus: status } : {}),
        ...(message.trim() !== warranty.warrantyMessage ? { warrantyMessage: message } : {}),
      },
      { onSuccess: onDone },
    );
  return (
    <Stack>
      <WarrantyDetails warranty={warranty} showMessage={false} />
      <Select
        label="Status"
        data={[...warrantyStatuses]}
        value={status}
        onChange={(value) => value && setStatus(value as WarrantyStatus)}
        allowDeselect={false}
        w={{ base: '100%', sm: 220 }}
      />
      <Textarea
        label="Message"
        withAsterisk
        rows={4}
        maxLength={warrantyLimits.messageMax}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        error={blank ? warrantyMessages.blankMessage : null}
      />
      {update.isError && <Alert color="red">{errorMessage(update.error)}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={save} disabled={blank || !changed} loading={update.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/** Spec §2 admin edit dialog: the status and the message, on the request as the server holds it now. */
export function EditWarrantyDialog({ warrantyId, onClose }: { warrantyId: string | null; onClose: () => void }) {
  const warranty = useWarranty(warrantyId);
  // Held here, not in the form: the form is remade for each version read, and the save's close
  // must outlive the read of the new version that follows it.
  const update = useUpdateWarranty();
  const phone = usePhoneDialog();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <Modal
      opened={warrantyId !== null}
      onClose={close}
      title={warranty.data ? `Edit Warranty Request ${warranty.data.warrantyId}` : 'Edit Warranty Request'}
      size="lg"
      fullScreen={phone}
    >
      {warranty.isFetching && <Loader />}
      {warranty.isError && <Alert color="red">{errorMessage(warranty.error)}</Alert>}
      {/* Keyed by the version read, so the form starts from what the server holds. */}
      {warranty.data && !warranty.isFetching && <EditForm key={warranty.data.updatedAt} warranty={warranty.data} update={update} onDone={close} />}
    </Modal>
  );
}
