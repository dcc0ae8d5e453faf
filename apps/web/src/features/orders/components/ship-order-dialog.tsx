import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useState } from 'react';
import { shippingAgents } from '@portal/domain/orders/shipping-agents';
import type { TShipOrderInput } from '@portal/domain/orders/order-schemas';
import type { OrderView } from '@portal/domain/orders/order-view';
import { errorMessage } from '../../../shared/api/api-error';

const agentOptions = shippingAgents.map((agent) => agent.name);

interface Props {
  order: Pick<OrderView, '_id' | 'portalNumber' | 'orderName'> | null;
  onClose: () => void;
  onShip: (input: TShipOrderInput) => void;
  pending: boolean;
  error: unknown;
  /** The sample ERP's shipment asks the same: its own title and button. */
  title?: string;
  submitLabel?: string;
}

/** Spec §2 Ship dialog / §5: SHIP stays disabled until both agent and tracking number are non-empty. */
export function ShipOrderDialog({ order, title = 'Ship order', ...props }: Props) {
  return (
    <Modal opened={order !== null} onClose={props.onClose} title={title} centered>
      {/* Keyed by order so each opening starts empty. */}
      {order && <ShipForm key={order._id} order={order} {...props} />}
    </Modal>
  );
}

function ShipForm({ order, onClose, onShip, pending, error, submitLabel = 'SHIP' }: Props & { order: NonNullable<Props['order']> }) {
  const [agent, setAgent] = useState<string | null>(null);
  const [trackingNumber, setTrackingNumber] = useState('');
  const ready = !!agent && trackingNumber.trim() !== '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onShip({ id: order._id, shippingAgent: agent, trackingNumber: trackingNumber.trim() });
      }}
    >
      <Stack>
        <Text size="sm">
          {order.portalNumber} · {order.orderName}
        </Text>
        <Select
          label="Shipping agent"
          placeholder="Choose a shipping agent"
          data={agentOptions}
          value={agent}
          onChange={setAgent}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput label="Tracking number" value={trackingNumber} onChange={(event) => setTrackingNumber(event.currentTarget.value)} maxLength={100} />
        {error != null && (
          <Alert color="red" title={submitLabel === 'SHIP' ? 'Could not ship order.' : 'Could not post the shipment.'}>
            {errorMessage(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
