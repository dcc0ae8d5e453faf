import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ticketLimits } from '@portal/domain/tickets/ticket-limits';
import { ticketMessages, ZCreateTicketInput, type TCreateTicketInput } from '@portal/domain/tickets/ticket-schemas';
import { ticketTypes } from '@portal/domain/tickets/ticket-status';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { useCreateTicket } from '../api/use-create-ticket';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';

const empty: TCreateTicketInput = { ticketName: '', ticketType: 'Support', ticketMessage: '' };

/** Spec §2 Tickets, §5: name, type and message; a blank name or message says 'Please fill in all fields'. */
export function NewTicketDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateTicket();
  const phone = usePhoneDialog();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TCreateTicketInput>({ mode: 'uncontrolled', initialValues: empty, validate: zod4Resolver(ZCreateTicketInput) });
  const close = () => {
    form.reset();
    setProblem(null);
    create.reset();
    onClose();
  };
  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      create.mutate(ZCreateTicketInput.parse(values), {
        onSuccess: close,
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          setProblem(errorMessage(error));
        },
      });
    },
    (errors) =>
      setProblem(Object.values(errors).includes(ticketMessages.fillAllFields) ? ticketMessages.fillAllFields : String(Object.values(errors)[0] ?? '')),
  );

  return (
    <Modal opened={opened} onClose={close} title="New Ticket" fullScreen={phone} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem && <Alert color="red">{problem}</Alert>}
          <TextInput label="Name" withAsterisk maxLength={ticketLimits.nameMax} key={form.key('ticketName')} {...form.getInputProps('ticketName')} />
          <Select label="Type" data={[...ticketTypes]} allowDeselect={false} withAsterisk key={form.key('ticketType')} {...form.getInputProps('ticketType')} />
          <Textarea
            label="Message"
            withAsterisk
            rows={5}
            maxLength={ticketLimits.messageMax}
            key={form.key('ticketMessage')}
            {...form.getInputProps('ticketMessage')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Submit Ticket
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
