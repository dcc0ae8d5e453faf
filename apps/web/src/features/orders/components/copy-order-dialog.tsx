import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useRef, useState } from 'react';
import type { OrderView } from '@portal/domain/orders/order-view';
import { errorMessage } from '../../../shared/api/api-error';
import { useCopyOrder } from '../api/use-copy-order';
import { useCopyPreview } from '../api/use-copy-preview';
import { displayOrderName } from '../order-format';
import { CopiedDraft, CopyComparison } from '../../../shared/ui/copy-comparison';

type CopiedOrder = Pick<OrderView, '_id' | 'orderName'>;

/**
 * The dialog's content, mounted while it is open: today's prices beside the old ones first
 * (the preview, nothing saved), then the copy on the button, then the draft it saved.
 */
function CopyOrderBody({
  order,
  copy,
  onCopy,
  onClose,
}: {
  order: CopiedOrder;
  copy: ReturnType<typeof useCopyOrder>;
  onCopy: () => void;
  onClose: () => void;
}) {
  const preview = useCopyPreview(order._id);
  if (copy.data) {
    return (
      <CopiedDraft draft={copy.data} onClose={onClose}>
        Saved as the draft <strong>{displayOrderName(copy.data.orderName)}</strong>, priced at today&apos;s prices. Check it in the store, then save or submit
        it.
      </CopiedDraft>
    );
  }
  const nothingSold = preview.data?.copiedLines.length === 0;
  return (
    <Stack>
      <Text size="sm">
        Copy <strong>{displayOrderName(order.orderName)}</strong> into a new draft of yours. Every line is priced again at today&apos;s prices; lines whose
        items are no longer sold are left out. The order itself does not change, and nothing is saved until you copy.
      </Text>
      {preview.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Pricing the order at today&apos;s prices…</Text>
        </Group>
      )}
      {preview.error && <Alert color="red">{errorMessage(preview.error)}</Alert>}
      {preview.data && <CopyComparison comparison={preview.data} />}
      {nothingSold && <Alert color="red">Nothing in this order is sold today, so it cannot be copied.</Alert>}
      {copy.error && <Alert color="red">{errorMessage(copy.error)}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={copy.isPending}>
          Cancel
        </Button>
        <Button onClick={onCopy} loading={copy.isPending} disabled={!preview.data || nothingSold}>
          Copy to a new draft
        </Button>
      </Group>
    </Stack>
  );
}

/** Copy on an order row (issue 29): shows each line at today's price beside the old one, then copies on the button. */
export function CopyOrderButton({ order, visibleFrom }: { order: CopiedOrder; visibleFrom?: 'sm' }) {
  const [opened, setOpened] = useState(false);
  const copy = useCopyOrder();
  // One key per opening of the dialog: a retried Copy answers the same draft.
  const key = useRef<string | null>(null);
  const open = () => {
    key.current = crypto.randomUUID();
    copy.reset();
    setOpened(true);
  };
  const run = () => copy.mutate({ id: order._id, idempotencyKey: key.current ?? crypto.randomUUID() });
  const close = () => setOpened(false);
  return (
    <>
      <Button size="compact-sm" variant="subtle" onClick={open} aria-label={`Copy ${order.orderName}`} {...(visibleFrom ? { visibleFrom } : {})}>
        Copy
      </Button>
      <Modal opened={opened} onClose={close} title={copy.data ? 'Order copied' : 'Copy order'} size="lg">
        <CopyOrderBody order={order} copy={copy} onCopy={run} onClose={close} />
      </Modal>
    </>
  );
}
