import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TQuote } from '@portal/domain/quotes/quote-schemas';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';

/** The quote as the customer reads it (retail prices only, never the dealer's cost): saved as Quote Q-000001.pdf. */
export function QuotePdfButton({ quote, variant = 'filled' }: { quote: Pick<TQuote, '_id' | 'number'>; variant?: 'filled' | 'light' }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadFile(`/api/quotes/${quote._id}/pdf`, `Quote ${quote.number}.pdf`)
      .catch((error: unknown) => notifications.show({ color: 'red', message: `Could not make the PDF of quote ${quote.number}: ${errorMessage(error)}` }))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant={variant} loading={busy} onClick={download} aria-label={`PDF of quote ${quote.number}`}>
      PDF
    </Button>
  );
}
