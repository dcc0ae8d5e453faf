import { Accordion, Group, Stack, Text } from '@mantine/core';
import type { TOutboxMail } from '@portal/domain/mail/mail-schemas';
import { formatLongDate } from '../../../shared/format/dates';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { mailDelivery } from '../mail-delivery';
import { MailBody } from './mail-body';

/** One row per mail: recipient, subject and what became of it in the header; the body (links clickable) when opened. */
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
        const delivery = mailDelivery(mail);
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
                <StatusBadge color={delivery.color} label={delivery.label} />
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <MailBody text={mail.text} />
                {delivery.note && (
                  <Text size="xs" c="dimmed">
                    {delivery.note}
                  </Text>
                )}
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
