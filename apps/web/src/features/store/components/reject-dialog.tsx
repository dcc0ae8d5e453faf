import { Button, Group, Stack, Textarea } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useState } from 'react';
import { orderMessages, ZRejectOrderInput } from '@portal/domain/orders/order-schemas';
import { useRejectOrder } from '../api/use-reject-order';
import { focusInvalidAfterSubmit } from '../../../shared/ui/focus/invalid-submit-focus';

interface Props {
  opened: boolean;
  orderId: string;
  onClose: () => void;
  onRejected: () => void;
}

/** Admins reject a SUBMITTED order with a reason (at least 3 characters). */
export function RejectDialog({ opened, orderId, onClose, onRejected }: Props) {
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const reject = useRejectOrder();
  const valid = ZRejectOrderInput.shape.reason.safeParse(reason).success;
  const submit = () => {
    focusInvalidAfterSubmit();
    setAttempted(true);
    if (!valid) return;
    reject.mutate({ id: orderId, reason: reason.trim() }, { onSuccess: onRejected });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Reject Order">
      <Stack>
        <Textarea
          label="Rejection reason"
          withAsterisk
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={attempted && !valid ? orderMessages.rejectReason : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={submit} loading={reject.isPending}>
            Reject Order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
