import { Anchor, Group, Text } from '@mantine/core';
import { useShellConfig } from '../../shared/api/use-shell-config';

/** Spec §1: dealer support contact details and a feedback link. */
export function AppFooter() {
  const { data } = useShellConfig();
  if (!data) return null;
  return (
    <Group component="footer" justify="center" gap="lg" py="md" c="dimmed" fz="sm" wrap="wrap">
      <Text size="sm">Dealer support</Text>
      <Anchor size="sm" href={`mailto:${data.supportEmail}`}>
        {data.supportEmail}
      </Anchor>
      <Anchor size="sm" href={`tel:${data.supportPhone.replace(/[^+\d]/g, '')}`}>
        {data.supportPhone}
      </Anchor>
      <Anchor size="sm" href={data.feedbackUrl} target="_blank" rel="noreferrer">
        Feedback
      </Anchor>
    </Group>
  );
}
