import { Accordion, Group, Stack, Text } from '@mantine/core';
import type { TOutboxMail } from '@portal/domain/mail/mail-schemas';
import { formatLongDate } from '../../../shared/format/dates';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { MailBody } from './mail-body';

const statusLabels: Record<TOutboxMail['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** One row per mail: recipient, subject and state in the header; the body (links clickable) when opened. */
export function MailList({ mails }: { mails: TOutboxMail[] }) {
  if (mails.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        No mail yet
      </Text>
    );
  }
  return (
    <Accordion variant="separated" multiple>
      {mails.map((mail) => {
        const status = statusLabels[mail.status];
        return (
          <Accordion.Item key={mail._id} value={mail._id}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {mail.subject}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    To {mail.to} · {formatLongDate(mail.createdAt)}
                  </Text>
                </Stack>
                <StatusBadge color={status.color} label={status.label} />
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <MailBody text={mail.text} />
                {mail.status !== 'sent' && mail.lastError && (
                  <Text size="xs" c="red.8">
                    Last delivery failed: {mail.lastError}
                  </Text>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
