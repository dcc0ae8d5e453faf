import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { adjustmentStatusLabel, type AdjustmentRole, type AdjustmentStatus } from '@portal/domain/adjustments/adjustment-status';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { Link } from 'react-router';
import { formatLongDate } from '../../../shared/format/dates';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { InfoTip } from './info-tip';

const statusColors: Record<AdjustmentStatus, string> = {
  Draft: 'gray',
  Awaiting_Reviewer: 'blue',
  Awaiting_Requester: 'orange',
  Approved: 'green',
  Rejected: 'red',
  Cancelled: 'gray',
  Shipped: 'teal',
};

/** What each status means to the one reading it: the label alone ('Under review') does not say who acts next. */
const statusHelp: Record<AdjustmentRole, Record<AdjustmentStatus, string>> = {
  requester: {
    Draft: 'Add your requests, then submit the adjustment for review.',
    Awaiting_Reviewer: 'A reviewer is working on your requests; you cannot change them meanwhile.',
    Awaiting_Requester: 'The reviewer asked for updates: answer the requests marked Awaiting Requester, then submit again.',
    Approved: 'The adjustment is approved; it will be shipped.',
    Rejected: 'The adjustment is rejected.',
    Cancelled: 'You cancelled this adjustment.',
    Shipped: 'The adjustment has shipped.',
  },
  reviewer: {
    Draft: 'The requester has not submitted this adjustment yet.',
    Awaiting_Reviewer: 'Set each request to Approved, Rejected or Awaiting Requester, then decide the adjustment or request updates.',
    Awaiting_Requester: 'The requester is answering your questions; the adjustment comes back when they submit it.',
    Approved: 'Approved: ship it, or reopen it to change a decision.',
    Rejected: 'Rejected: reopen it to change a decision.',
    Cancelled: 'The requester cancelled this adjustment.',
    Shipped: 'The adjustment has shipped.',
  },
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/** §2 header: Name, Created date, For order (the store opens the order), Order date, and the status. */
export function AdjustmentHeader({ adjustment, viewer }: { adjustment: TAdjustment; viewer: AdjustmentRole }) {
  const label = adjustmentStatusLabel(adjustment.status, viewer);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Field label="Name">{adjustment.description}</Field>
        <Field label="Created">{formatLongDate(adjustment.createdAt)}</Field>
        <Field label="For order">
          <Anchor component={Link} to={`/store?order=${encodeURIComponent(adjustment.order._id)}`}>
            {adjustment.order.portalNumber} · {adjustment.order.orderName}
          </Anchor>
        </Field>
        <Field label="Order date">{adjustment.order.orderDate ? formatLongDate(adjustment.order.orderDate) : '—'}</Field>
        {viewer === 'reviewer' && (
          <>
            <Field label="Dealer">{adjustment.dealer.customerName ?? '—'}</Field>
            <Field label="Requested by">{adjustment.dealer.userName ?? '—'}</Field>
          </>
        )}
      </SimpleGrid>
      <Group gap={4}>
        <Text size="sm">Status</Text>
        <StatusBadge color={statusColors[adjustment.status]} label={label} />
        <InfoTip label="About this status" text={statusHelp[viewer][adjustment.status]} />
      </Group>
      {adjustment.status === 'Shipped' && adjustment.shippingAgent && (
        <Text size="sm">
          Shipped by {adjustment.shippingAgent}, tracking number {adjustment.trackingNumber ?? '—'}
        </Text>
      )}
    </Stack>
  );
}
