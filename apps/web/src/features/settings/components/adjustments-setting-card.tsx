import { Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useSettings } from '../api/use-settings';
import { useUpdateSettings } from '../api/use-update-settings';

/** Super admins turn the order adjustment feature on or off for the whole portal. */
export function AdjustmentsSettingCard() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const checked = update.isPending && update.variables ? update.variables.adjustmentsEnabled : settings.data?.adjustmentsEnabled === true;
  return (
    <Card withBorder padding="sm" mb="md">
      <Group justify="space-between">
        <Stack gap={0}>
          <Text fw={600}>Order adjustments</Text>
          <Text size="sm" c="dimmed">
            Shows the Adjustments tabs and lets dealers request changes to their orders.
          </Text>
        </Stack>
        <Switch
          aria-label="Order adjustments"
          checked={checked}
          disabled={!settings.data || update.isPending}
          onChange={(event) => update.mutate({ adjustmentsEnabled: event.currentTarget.checked })}
        />
      </Group>
    </Card>
  );
}
