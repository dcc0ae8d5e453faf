import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { promiseMessages, ZChangePromiseInput } from '@portal/domain/orders/order-promise';
import type { OrderView } from '@portal/domain/orders/order-view';
import { errorMessage } from '../../../shared/api/api-error';
import { focusInvalidAfterSubmit } from '../../../shared/ui/focus/invalid-submit-focus';
import { Modal } from '../../../shared/ui/modal';
import { useChangePromise } from '../api/use-order-desk';

/** The order desk moves an approved order's promised ship date: any day, always with a reason (the dealer is mailed a later one). */
export function PromiseDialog({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const [day, setDay] = useState(order.promisedShipDate ?? '');
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const change = useChangePromise();
  const parsed = ZChangePromiseInput.safeParse({ id: order._id, promisedShipDate: day, reason });
  const problem = (field: string) => (attempted && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === field)?.message : undefined);
  const submit = () => {
    focusInvalidAfterSubmit();
    setAttempted(true);
    if (parsed.success) change.mutate(parsed.data, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={`Promised ship date of ${order.portalNumber}`}>
      <Stack>
        {change.error && <Alert color="red">{errorMessage(change.error)}</Alert>}
        <TextInput
          type="date"
          label="Promised ship date"
          withAsterisk
          value={day}
          onChange={(e) => setDay(e.currentTarget.value)}
          error={problem('promisedShipDate')}
        />
        <Textarea
          label="Reason"
          description="Kept in the order's history; a later date is mailed to the dealer with it"
          withAsterisk
          rows={2}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={problem('reason') && promiseMessages.reason}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={change.isPending}>
            Save date
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
