import { Button, Group, Stack, Text } from '@mantine/core';
import type { TQuote } from '@portal/domain/quotes/quote-schemas';
import { useState } from 'react';
import { useDeleteQuote } from '../api/use-delete-quote';
import { useUpdateQuote } from '../api/use-update-quote';
import { ConfirmDialog } from './confirm-dialog';
import { OrderAgainButton } from './order-again-button';
import { QuotePdfButton } from './quote-pdf-button';

/** What a dealer does with a quote: its PDF, the customer's answer (won, lost, or open again), an order from it, deleting it. */
export function QuoteActions({ quote, onDeleted }: { quote: TQuote; onDeleted: () => void }) {
  const update = useUpdateQuote();
  const remove = useDeleteQuote();
  const [deleting, setDeleting] = useState(false);
  const setStatus = (status: TQuote['status']) => update.mutate({ id: quote._id, patch: { status } });
  const busy = update.isPending;
  return (
    <Stack gap="sm">
      <Group gap="xs" align="center">
        <Text size="sm" fw={600}>
          The customer&apos;s answer:
        </Text>
        {quote.status === 'open' ? (
          <>
            <Button size="compact-md" variant="light" color="green" onClick={() => setStatus('won')} disabled={busy}>
              Won
            </Button>
            <Button size="compact-md" variant="light" color="gray" onClick={() => setStatus('lost')} disabled={busy}>
              Lost
            </Button>
          </>
        ) : (
          <Button size="compact-md" variant="default" onClick={() => setStatus('open')} disabled={busy}>
            Reopen
          </Button>
        )}
      </Group>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <QuotePdfButton quote={quote} />
          <OrderAgainButton quote={quote} />
        </Group>
        <Button variant="subtle" color="red" onClick={() => setDeleting(true)} loading={remove.isPending}>
          Delete
        </Button>
      </Group>
      <ConfirmDialog
        opened={deleting}
        title={`Delete quote ${quote.number}?`}
        confirmLabel="Delete"
        color="red"
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          remove.mutate({ id: quote._id }, { onSuccess: onDeleted });
        }}
      >
        The quote is deleted for your whole team. The order it was made from does not change.
      </ConfirmDialog>
    </Stack>
  );
}
