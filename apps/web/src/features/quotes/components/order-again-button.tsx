import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TQuote } from '@portal/domain/quotes/quote-schemas';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { CopiedDraft } from '../../../shared/ui/copy-comparison';
import { Modal } from '../../../shared/ui/modal';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { useOrderFromQuote } from '../api/use-order-from-quote';

/**
 * The customer said yes: after a confirmation, a new draft of the quote's lines at today's prices,
 * then each line's price on the quote beside today's (the order copy's comparison) and the draft's link.
 */
export function OrderAgainButton({ quote }: { quote: Pick<TQuote, '_id' | 'number'> }) {
  const [opened, setOpened] = useState(false);
  const order = useOrderFromQuote();
  const phone = usePhoneDialog();
  const open = () => {
    order.reset();
    setOpened(true);
  };
  const close = () => setOpened(false);
  const draft = order.data;
  return (
    <>
      <Button variant="light" onClick={open}>
        Order again
      </Button>
      <Modal opened={opened} onClose={close} title={draft ? 'Draft made' : 'Order again'} size="lg" fullScreen={phone && !!draft}>
        {draft ? (
          <CopiedDraft draft={draft} onClose={close}>
            Saved as the draft <strong>{draft.orderName}</strong>, priced at today&apos;s prices. &quot;Was&quot; is your price when you made quote{' '}
            {quote.number}. Check the draft in the store, then submit it.
          </CopiedDraft>
        ) : (
          <Stack>
            <Text size="sm">
              Make a new draft order from the lines of quote {quote.number}? Each line is priced again at today&apos;s prices (yours, not the customer&apos;s);
              lines no longer sold are left out. The quote stays as it is.
            </Text>
            {order.error && <Alert color="red">{errorMessage(order.error)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={order.isPending}>
                Cancel
              </Button>
              <Button onClick={() => order.mutate({ id: quote._id })} loading={order.isPending}>
                Make the draft
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
