import { Alert, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { movesBack, productionMessages, productionStatuses, type ProductionStatus } from '@portal/domain/orders/production-status';
import type { OrderView } from '@portal/domain/orders/order-view';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDay, formatListDate } from '../../../shared/format/dates';
import { Modal } from '../../../shared/ui/modal';
import { useSetLineProduction } from '../api/use-order-desk';

/** What a line carries about its progress (every section's line has it). */
export interface LineProgressFields {
  estimatedShipDate: string | null;
  productionStatus: ProductionStatus | null;
  productionStatusAt: string | null;
}

/**
 * Where a line stands, under its name: before approval the day it would ship, after it its
 * production status and since when. The order desk moves an approved order's line from here;
 * moving it back asks why.
 */
export function LineProgress({
  order,
  lineId,
  name,
  line,
  audience,
}: {
  order: OrderView;
  lineId: string;
  name: string;
  line: LineProgressFields;
  audience: 'admin' | 'dealer';
}) {
  if (line.productionStatus === null) {
    return line.estimatedShipDate ? (
      <Text size="xs" c="dimmed">
        Ships about {formatDay(line.estimatedShipDate)}
      </Text>
    ) : null;
  }
  if (audience === 'admin' && order.status === 'APPROVED')
    return <ProductionControl order={order} lineId={lineId} name={name} current={line.productionStatus} />;
  return (
    <Text size="xs" c="dimmed" data-testid={`production-${lineId}`}>
      {line.productionStatus} · {formatListDate(line.productionStatusAt)}
    </Text>
  );
}

function ProductionControl({ order, lineId, name, current }: { order: OrderView; lineId: string; name: string; current: ProductionStatus }) {
  const set = useSetLineProduction();
  const [back, setBack] = useState<ProductionStatus | null>(null);
  const move = (to: ProductionStatus, reason?: string) =>
    set.mutate({ id: order._id, lineId, productionStatus: to, ...(reason ? { reason } : {}) }, { onSuccess: () => setBack(null) });
  return (
    <>
      <Select
        size="xs"
        maw={180}
        aria-label={`Production of ${name}`}
        data={[...productionStatuses]}
        value={current}
        allowDeselect={false}
        disabled={set.isPending}
        onChange={(v) => {
          const to = v as ProductionStatus | null;
          if (!to || to === current) return;
          if (movesBack(current, to)) setBack(to);
          else move(to);
        }}
        error={set.error && !back ? errorMessage(set.error) : undefined}
      />
      {back && (
        <MoveBackDialog
          name={name}
          to={back}
          pending={set.isPending}
          error={set.error}
          onCancel={() => setBack(null)}
          onMove={(reason) => move(back, reason)}
        />
      )}
    </>
  );
}

function MoveBackDialog(props: {
  name: string;
  to: ProductionStatus;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onMove: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const valid = reason.trim().length >= 3;
  return (
    <Modal opened onClose={props.onCancel} title={`Move ${props.name} back to ${props.to}`}>
      <Stack>
        {props.error != null && <Alert color="red">{errorMessage(props.error)}</Alert>}
        <Textarea
          label="Reason"
          withAsterisk
          rows={2}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={attempted && !valid ? productionMessages.reasonBack : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button
            loading={props.pending}
            onClick={() => {
              setAttempted(true);
              if (valid) props.onMove(reason.trim());
            }}
          >
            Move back
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
