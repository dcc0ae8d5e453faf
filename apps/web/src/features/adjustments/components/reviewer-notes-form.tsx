import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { adjustmentLimits } from '@portal/domain/adjustments/adjustment-limits';
import { adjustmentMessages } from '@portal/domain/adjustments/adjustment-messages';
import { useState } from 'react';
import { useUpdateAdjustment } from '../api/use-update-adjustment';

/**
 * §2/§5 the reviewer's private notes: the counter '(n of 1000)' only while edited, red past the
 * limit, which also refuses the save with the spec's message. The requester never receives them.
 */
export function ReviewerNotesForm({ adjustmentId, savedNotes }: { adjustmentId: string; savedNotes: string }) {
  const [notes, setNotes] = useState(savedNotes);
  const update = useUpdateAdjustment();
  const dirty = notes !== savedNotes;
  const tooLong = notes.length > adjustmentLimits.reviewerNotesMax;
  return (
    <Stack
      gap={4}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!dirty || tooLong) return;
        update.mutate({ id: adjustmentId, patch: { reviewerNotes: notes } });
      }}
    >
      <Textarea
        label={
          <>
            Reviewer notes{' '}
            {dirty && (
              <Text span size="sm" c={tooLong ? 'red' : 'dimmed'} data-testid="notes-counter">
                ({notes.length} of {adjustmentLimits.reviewerNotesMax})
              </Text>
            )}
          </>
        }
        description="Only reviewers see these notes."
        resize="vertical"
        rows={3}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        error={tooLong ? adjustmentMessages.notesTooLong : undefined}
      />
      {update.isError && (
        <Alert color="red" withCloseButton closeButtonLabel="Close" onClose={() => update.reset()}>
          {update.error.message}
        </Alert>
      )}
      {dirty && (
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setNotes(savedNotes)}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={tooLong}>
            Save
          </Button>
        </Group>
      )}
    </Stack>
  );
}
