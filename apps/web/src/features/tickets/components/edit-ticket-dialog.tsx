import { Alert, Button, Group, Loader, Stack, Textarea, TextInput } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { canTicket, ticketSubjectOfView, ticketViewerOf } from '@portal/domain/tickets/ticket-actions';
import { ticketLimits } from '@portal/domain/tickets/ticket-limits';
import { ticketMessages, ZCreateTicketInput } from '@portal/domain/tickets/ticket-schemas';
import type { TicketWithRepliesView } from '@portal/domain/tickets/ticket-view-schemas';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { useTicket } from '../api/use-ticket';
import { useUpdateTicket } from '../api/use-update-ticket';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';

const ZEditForm = ZCreateTicketInput.omit({ ticketType: true });
type EditValues = { ticketName: string; ticketMessage: string };

function EditForm({ ticket, onDone }: { ticket: TicketWithRepliesView; onDone: () => void }) {
  const update = useUpdateTicket();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<EditValues>({
    mode: 'uncontrolled',
    initialValues: { ticketName: ticket.ticketName, ticketMessage: ticket.ticketMessage },
    validate: zod4Resolver(ZEditForm),
  });
  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      update.mutate(
        { id: ticket._id, patch: ZEditForm.parse(values) },
        {
          onSuccess: onDone,
          onError: (error) => {
            form.setErrors(fieldErrors(error));
            setProblem(errorMessage(error));
          },
        },
      );
    },
    () => setProblem(ticketMessages.fillAllFields),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {problem && <Alert color="red">{problem}</Alert>}
        <TextInput label="Name" withAsterisk maxLength={ticketLimits.nameMax} key={form.key('ticketName')} {...form.getInputProps('ticketName')} />
        <Textarea
          label="Message"
          withAsterisk
          rows={5}
          maxLength={ticketLimits.messageMax}
          key={form.key('ticketMessage')}
          {...form.getInputProps('ticketMessage')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const notEditable = (status: string) => `Only a New ticket can be edited, by the dealer who filed it: this one is ${status}.`;

interface Props {
  ticketId: string | null;
  onClose: () => void;
  /** The ticket as read may not be edited by this reader (a stale row or a link): show its conversation instead, with a note why. */
  onNotEditable?: () => void;
}

/** The dealer who filed a ticket edits its name and message while it is New: the ticket is read again first, so a ticket staff have moved is not offered. */
export function EditTicketDialog({ ticketId, onClose, onNotEditable }: Props) {
  const ticket = useTicket(ticketId);
  const user = useSession();
  const phone = usePhoneDialog();
  const editable = ticket.data && user ? canTicket('edit', ticketViewerOf(user), ticketSubjectOfView(ticket.data)) : false;
  const refusedStatus = ticketId !== null && ticket.data && user && !editable ? ticket.data.ticketStatus : null;
  useEffect(() => {
    if (refusedStatus === null || !onNotEditable) return;
    // One note per refusal, however often the effect runs before the address changes.
    notifications.show({ id: `ticket-not-editable-${ticketId}`, color: 'yellow', title: 'Ticket not editable', message: notEditable(refusedStatus) });
    onNotEditable();
  }, [refusedStatus, ticketId, onNotEditable]);
  return (
    <Modal opened={ticketId !== null} onClose={onClose} title="Edit Ticket" fullScreen={phone} size="lg">
      {ticket.isPending && <Loader />}
      {ticket.isError && <Alert color="red">{errorMessage(ticket.error)}</Alert>}
      {ticket.data && !editable && <Alert color="yellow">{notEditable(ticket.data.ticketStatus)}</Alert>}
      {ticket.data && editable && <EditForm key={ticket.data.updatedAt} ticket={ticket.data} onDone={onClose} />}
    </Modal>
  );
}
