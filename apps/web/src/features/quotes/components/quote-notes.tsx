import { Button, Group, Stack, Textarea } from '@mantine/core';
import { quoteLimits, type TQuote } from '@portal/domain/quotes/quote-schemas';
import { useState } from 'react';
import { useUpdateQuote } from '../api/use-update-quote';

/** A quote's notes field: the same in the new quote's dialog and on the quote. */
export const notesFieldProps = {
  label: 'Notes',
  description: 'Printed on the quote under its lines',
  rows: 2,
  resize: 'vertical',
  maxLength: quoteLimits.notesMax,
} as const;

/** The quote's notes, printed on its PDF under the lines; saved on their own button. */
export function QuoteNotes({ quote }: { quote: TQuote }) {
  const update = useUpdateQuote();
  const [notes, setNotes] = useState(quote.notes);
  // A saved answer (or a teammate's change read again) replaces the text while it is not being edited.
  const [seen, setSeen] = useState(quote.notes);
  if (seen !== quote.notes) {
    setSeen(quote.notes);
    setNotes(quote.notes);
  }
  const changed = notes.trim() !== quote.notes;
  return (
    <Stack gap="xs">
      <Textarea {...notesFieldProps} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
      {changed && (
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="compact-sm" onClick={() => setNotes(quote.notes)} disabled={update.isPending}>
            Undo
          </Button>
          <Button size="compact-sm" loading={update.isPending} onClick={() => update.mutate({ id: quote._id, patch: { notes } })}>
            Save notes
          </Button>
        </Group>
      )}
    </Stack>
  );
}
