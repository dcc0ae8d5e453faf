import { Alert, Divider, Loader, Stack } from '@mantine/core';
import { errorMessage } from '../../../shared/api/api-error';
import { Modal } from '../../../shared/ui/modal';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { useQuote } from '../api/use-quote';
import { QuoteActions } from './quote-actions';
import { QuoteDetails } from './quote-details';
import { QuoteNotes } from './quote-notes';

/** A row's quote, read from the server when it opens (?quote={id}: a reload or a shared link opens it too). */
export function QuoteViewDialog({ quoteId, onClose }: { quoteId: string | null; onClose: () => void }) {
  const quote = useQuote(quoteId);
  const phone = usePhoneDialog();
  const data = quote.data;
  return (
    <Modal opened={quoteId !== null} onClose={onClose} title={data ? `Quote ${data.number} · ${data.customerName}` : 'Quote'} size="xl" fullScreen={phone}>
      {quote.isPending && <Loader />}
      {quote.isError && <Alert color="red">{errorMessage(quote.error)}</Alert>}
      {data && (
        <Stack>
          <QuoteActions quote={data} onDeleted={onClose} />
          <Divider />
          <QuoteDetails quote={data} />
          <QuoteNotes key={data._id} quote={data} />
        </Stack>
      )}
    </Modal>
  );
}
