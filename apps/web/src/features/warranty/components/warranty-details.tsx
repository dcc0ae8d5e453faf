import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import { formatLongDate } from '../../../shared/format/dates';
import { WarrantyStatusBadge } from './warranty-status-badge';

/** A request as both dialogs show it: the order, each item with its sub-items and comments, the message and the status history. */
export function WarrantyDetails({ warranty, showMessage = true }: { warranty: WarrantyView; showMessage?: boolean }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          Order <b>{warranty.orderPortalNumber}</b> <b>{warranty.orderName}</b> · filed by {warranty.userDetails.userName}
          {warranty.userDetails.bc_customer_displayName ? ` (${warranty.userDetails.bc_customer_displayName})` : ''} on {formatLongDate(warranty.createdAt)}
        </Text>
        <WarrantyStatusBadge status={warranty.warrantyStatus} />
      </Group>
      <Title order={5}>Items ({warranty.itemsCount})</Title>
      {warranty.warrantyItems.map((item) => (
        <Paper key={item.itemId} withBorder p="sm">
          <Group gap={6} mb={4}>
            <Badge size="xs" variant="outline">
              {item.kind === 'roof' ? 'Roof' : 'Screen'}
            </Badge>
            <Text fw={600} size="sm">
              {item.itemName}
            </Text>
          </Group>
          {item.subItems.length === 0 ? (
            <Text size="sm" c="dimmed">
              No sub-items reported.
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {item.subItems.map((subItem) => (
                <List.Item key={subItem}>
                  <b>{subItem}</b>: <span style={{ overflowWrap: 'anywhere' }}>{item.comments[subItem] ?? ''}</span>
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      ))}
      {showMessage && (
        <>
          <Title order={5}>Message</Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {warranty.warrantyMessage}
          </Text>
        </>
      )}
      <Title order={5}>History</Title>
      <List size="sm" spacing={2} aria-label="Status history">
        {warranty.history.map((step) => (
          <List.Item key={`${step.at}-${step.to}`}>
            {formatLongDate(step.at)} · {step.by} · {step.from === null ? `filed (${step.to})` : `${step.from} → ${step.to}`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
