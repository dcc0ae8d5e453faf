import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { dealerApprovalMessages } from '@portal/domain/orders/dealer-approval';
import { can, orderViewerOf, subjectOfView } from '@portal/domain/orders/order-actions';
import type { OrderView } from '@portal/domain/orders/order-view';
import { errorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { Modal } from '../../../shared/ui/modal';
import { useDealerApproval } from '../api/use-order-desk';

/**
 * A buyer's order over the team's spending approval (issue 32): its team's administrators approve
 * it (it goes to the manufacturer) or send it back to draft with a reason. Offered where the
 * domain lets the viewer decide.
 */
export function DealerApprovalActions({ order }: { order: OrderView }) {
  const user = useSession();
  const decide = useDealerApproval();
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  if (!user || !can('dealerApprove', orderViewerOf(user), subjectOfView(order))) return null;
  const valid = reason.trim().length >= 3;
  return (
    <Stack gap={4}>
      <Text size="sm">Above your team&apos;s spending approval: it goes to the manufacturer once you approve it.</Text>
      {decide.error && !returning && <Alert color="red">{errorMessage(decide.error)}</Alert>}
      <Group gap="xs">
        <Button size="xs" loading={decide.isPending && !returning} onClick={() => decide.mutate({ id: order._id, decision: 'approve' })}>
          Approve and submit
        </Button>
        <Button size="xs" variant="light" color="orange" onClick={() => setReturning(true)}>
          Send back
        </Button>
      </Group>
      {returning && (
        <Modal opened onClose={() => setReturning(false)} title={`Send ${order.portalNumber} back to draft`}>
          <Stack>
            {decide.error && <Alert color="red">{errorMessage(decide.error)}</Alert>}
            <Textarea
              label="Reason"
              description="The buyer is mailed it"
              withAsterisk
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={attempted && !valid ? dealerApprovalMessages.reason : undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReturning(false)}>
                Cancel
              </Button>
              <Button
                color="orange"
                loading={decide.isPending}
                onClick={() => {
                  setAttempted(true);
                  if (valid) decide.mutate({ id: order._id, decision: 'return', reason: reason.trim() }, { onSuccess: () => setReturning(false) });
                }}
              >
                Send back
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
