import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { ZCreateAdjustmentInput, type TCreateAdjustmentInput } from '@portal/domain/adjustments/adjustment-schemas';
import type { OrderView } from '@portal/domain/orders/order-view';
import { errorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { useCreateAdjustment } from '../api/use-create-adjustment';
import { reviewerDraftNote } from './reviewer-draft-note';

export type AdjustableOrder = Pick<OrderView, '_id' | 'orderName' | 'status'>;

/**
 * Spec §2 create-adjustment dialog: the name (the domain's ZCreateAdjustmentInput: required, at
 * most 50 characters), a waiting state, then the server's refusal inside the dialog (the form
 * stays, to try again) or a link to the new adjustment: administrators review it at
 * /admin/adjustments/{id}, dealers fill it at /account/adjustments/{id}.
 */
export function CreateAdjustmentDialog({ order, onClose }: { order: AdjustableOrder | null; onClose: () => void }) {
  const phone = usePhoneDialog();
  return (
    <Modal opened={order !== null} onClose={onClose} title="New order adjustment" fullScreen={phone} size="md">
      {order && <CreateAdjustmentForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function CreateAdjustmentForm({ order, onClose }: { order: AdjustableOrder; onClose: () => void }) {
  const create = useCreateAdjustment();
  const session = useSession();
  const form = useForm<TCreateAdjustmentInput>({ mode: 'uncontrolled', initialValues: { description: '' }, validate: zod4Resolver(ZCreateAdjustmentInput) });
  const submit = form.onSubmit((values) => create.mutate({ orderId: order._id, ...ZCreateAdjustmentInput.parse(values) }));

  if (create.isPending) {
    return (
      <Group gap="sm" py="md" aria-live="polite">
        <Loader size="sm" />
        <Text>Creating the order adjustment…</Text>
      </Group>
    );
  }

  if (create.isSuccess) {
    const path = `${session?.isAdmin ? '/admin' : '/account'}/adjustments/${create.data._id}`;
    return (
      <Stack>
        <Alert color="green" title="Order adjustment created">
          The adjustment ‘{create.data.description}’ of {order.orderName} is ready.{' '}
          <Anchor component={Link} to={path} onClick={onClose} size="sm">
            Open the adjustment
          </Anchor>
          {session?.isAdmin && (
            <Text size="sm" mt="xs">
              {reviewerDraftNote(create.data.dealer)}
            </Text>
          )}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          {session?.isAdmin
            ? `Start an adjustment of the order ${order.orderName} for its dealer: ` +
              "the dealer's team then chooses the items to reorder or to file a warranty for."
            : `Start an adjustment of the order ${order.orderName}: you will then choose the items to reorder or to file a warranty for.`}
        </Text>
        {create.isError && (
          <Alert color="red" title="Could not create the order adjustment">
            {errorMessage(create.error)}
          </Alert>
        )}
        <TextInput label="Adjustment name" withAsterisk data-autofocus key={form.key('description')} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Create</Button>
        </Group>
      </Stack>
    </form>
  );
}
