import { Alert, Loader } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { errorMessage } from '../../../shared/api/api-error';
import { useWarranty } from '../api/use-warranty';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { WarrantyDetails } from './warranty-details';

/** Spec §2: the view dialog of a row, read from the server when it opens. */
export function WarrantyViewDialog({ warrantyId, onClose }: { warrantyId: string | null; onClose: () => void }) {
  const warranty = useWarranty(warrantyId);
  const phone = usePhoneDialog();
  return (
    <Modal
      opened={warrantyId !== null}
      onClose={onClose}
      title={warranty.data ? `Warranty Request ${warranty.data.warrantyId}` : 'Warranty Request'}
      size="lg"
      fullScreen={phone}
    >
      {warranty.isPending && <Loader />}
      {warranty.isError && <Alert color="red">{errorMessage(warranty.error)}</Alert>}
      {warranty.data && <WarrantyDetails warranty={warranty.data} />}
    </Modal>
  );
}
