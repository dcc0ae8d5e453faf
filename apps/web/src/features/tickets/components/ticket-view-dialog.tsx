import { Alert, Badge, Button, Divider, Group, Loader, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useState } from 'react';
import { canTicket, ticketSubjectOfView, ticketViewerOf, type TicketViewer } from '@portal/domain/tickets/ticket-actions';
import { ticketLimits } from '@portal/domain/tickets/ticket-limits';
import { ZTicketReplyBody } from '@portal/domain/tickets/ticket-schemas';
import { ticketStatuses, type TicketStatus } from '@portal/domain/tickets/ticket-status';
import type { TicketWithRepliesView } from '@portal/domain/tickets/ticket-view-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { useReplyToTicket } from '../api/use-reply-to-ticket';
import { useTicket } from '../api/use-ticket';
import { useUpdateTicket } from '../api/use-update-ticket';
import { formatLongDate } from '../../../shared/format/dates';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { TicketStatusBadge } from './ticket-status-badge';

function Message({ author, staff, at, text }: { author: string; staff: boolean; at: string; text: string }) {
  return (
    <Paper withBorder p="sm" bg={staff ? 'var(--mantine-color-blue-0)' : undefined} component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Group gap={6}>
          <Text fw={600} size="sm">
            {author}
          </Text>
          {staff && (
            <Badge size="xs" variant="light">
              Staff
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatLongDate(at)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Paper>
  );
}

function ReplyBox({ ticket }: { ticket: TicketWithRepliesView }) {
  const reply = useReplyToTicket();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = () => {
    const parsed = ZTicketReplyBody.safeParse({ message });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please write a reply');
    setProblem(null);
    reply.mutate({ id: ticket._id, message: parsed.data.message }, { onSuccess: () => setMessage(''), onError: (error) => setProblem(errorMessage(error)) });
  };
  return (
    <Stack gap="xs">
      <Textarea label="Reply" rows={3} maxLength={ticketLimits.replyMax} value={message} onChange={(e) => setMessage(e.currentTarget.value)} error={problem} />
      <Group justify="flex-end">
        <Button onClick={send} loading={reply.isPending}>
          Send Reply
        </Button>
      </Group>
    </Stack>
  );
}

function StatusEditor({ ticket }: { ticket: TicketWithRepliesView }) {
  const update = useUpdateTicket();
  const [status, setStatus] = useState<TicketStatus>(ticket.ticketStatus);
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label="Status"
        data={[...ticketStatuses]}
        value={status}
        onChange={(value) => value && setStatus(value as TicketStatus)}
        allowDeselect={false}
        w={180}
      />
      <Button
        variant="light"
        disabled={status === ticket.ticketStatus}
        loading={update.isPending}
        onClick={() => update.mutate({ id: ticket._id, patch: { ticketStatus: status } })}
      >
        Save Status
      </Button>
    </Group>
  );
}

function whyNoReply(viewer: TicketViewer, ticket: TicketWithRepliesView): string {
  if (ticket.ticketStatus === 'Closed')
    return viewer.isAdmin ? 'This ticket is closed: reopen it to reply.' : 'This ticket is closed. File a new ticket if you still need help.';
  return 'Only the dealer who filed this ticket and staff can reply.';
}

function TicketConversation({ ticket, viewer }: { ticket: TicketWithRepliesView; viewer: TicketViewer }) {
  const subject = ticketSubjectOfView(ticket);
  const dealer = ticket.userDetails.bc_customer_displayName ?? ticket.userDetails.bc_customer_id;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={4} style={{ overflowWrap: 'anywhere' }}>
            {ticket.ticketName}
          </Title>
          <Text size="sm" c="dimmed">
            #{ticket.ticketId} · {ticket.ticketType} · {ticket.userDetails.userName}
            {dealer ? ` (${dealer})` : ''}
          </Text>
        </Stack>
        <TicketStatusBadge status={ticket.ticketStatus} />
      </Group>
      {canTicket('changeStatus', viewer, subject) && <StatusEditor key={ticket.ticketStatus} ticket={ticket} />}
      <Stack gap="xs" component="ol" p={0} m={0} aria-label="Conversation">
        <Message author={ticket.userDetails.userName} staff={false} at={ticket.createdAt} text={ticket.ticketMessage} />
        {ticket.replies.map((r) => (
          <Message key={r._id} author={r.author} staff={r.isStaff} at={r.createdAt} text={r.message} />
        ))}
      </Stack>
      <Divider />
      {canTicket('reply', viewer, subject) ? (
        <ReplyBox ticket={ticket} />
      ) : (
        <Text size="sm" c="dimmed">
          {whyNoReply(viewer, ticket)}
        </Text>
      )}
    </Stack>
  );
}

/** A ticket's conversation in order, with a reply box for whoever may reply and, for administrators, the status. Read from the server on opening. */
export function TicketViewDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const ticket = useTicket(ticketId);
  const user = useSession();
  const phone = usePhoneDialog();
  return (
    <Modal opened={ticketId !== null} onClose={onClose} title="Ticket" fullScreen={phone} size="xl">
      {ticket.isPending && <Loader />}
      {ticket.isError && <Alert color="red">{errorMessage(ticket.error)}</Alert>}
      {ticket.data && user && <TicketConversation ticket={ticket.data} viewer={ticketViewerOf(user)} />}
    </Modal>
  );
}
