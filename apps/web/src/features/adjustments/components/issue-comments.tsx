import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { adjustmentLimits } from '@portal/domain/adjustments/adjustment-limits';
import { adjustmentMessages } from '@portal/domain/adjustments/adjustment-messages';
import type { TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { formatLongDate } from '../../../shared/format/dates';
import { useSession } from '../../../shared/session/use-session';
import { useAddComment } from '../api/use-add-comment';

type Comment = TAdjustmentIssue['comments'][number];

/** §6: the viewer's own comments read 'You', the others by their side. */
function authorOf(comment: Comment, myId: string | undefined, viewer: 'requester' | 'reviewer'): string {
  if (myId !== undefined && comment.createdBy === myId) return 'You';
  const role = comment.createdByRole ?? (viewer === 'requester' ? 'reviewer' : 'requester');
  return role === 'reviewer' ? 'Reviewer' : 'Requester';
}

/** An issue's comments and (while the adjustment is open) a box for a new one (§5: 500 characters). */
export function IssueComments({ issue, viewer, canWrite }: { issue: TAdjustmentIssue; viewer: 'requester' | 'reviewer'; canWrite: boolean }) {
  const myId = useSession()?._id;
  const [text, setText] = useState('');
  const add = useAddComment();
  const tooLong = text.length > adjustmentLimits.commentMax;

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Comments
      </Text>
      {issue.comments.length === 0 && (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      )}
      {issue.comments.map((comment, index) => (
        <Paper key={`${comment.createdAt}-${index}`} withBorder p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {authorOf(comment, myId, viewer)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatLongDate(comment.createdAt)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.text}
          </Text>
        </Paper>
      ))}
      {canWrite && (
        <>
          <Textarea
            label="New comment"
            rows={3}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            description={`${text.length} of ${adjustmentLimits.commentMax}`}
            error={tooLong ? adjustmentMessages.commentTooLong : undefined}
          />
          {add.error && (
            <Alert color="red" role="alert">
              {errorMessage(add.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              size="xs"
              disabled={text.trim() === '' || tooLong}
              loading={add.isPending}
              onClick={() => add.mutate({ id: issue._id, text: text.trim() }, { onSuccess: () => setText('') })}
            >
              Add comment
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
