import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { OrderView } from '@portal/domain/orders/order-view';
import { useShellConfig } from '../../../shared/api/use-shell-config';
import { useSampleErp } from '../api/use-sample-erp';
import { ShipOrderDialog } from './ship-order-dialog';

/**
 * Without Business Central, the order desk plays its warehouse and accounting: it posts a shipment
 * (of everything not shipped yet) and the invoice of an order the sample ERP holds.
 */
export function SampleErpActions({ order }: { order: OrderView }) {
  const shell = useShellConfig();
  const sample = useSampleErp();
  const [shipping, setShipping] = useState(false);
  if (shell.data?.erp !== 'sample' || order.erpSync.status !== 'sent') return null;
  const close = () => {
    setShipping(false);
    sample.shipment.reset();
  };
  return (
    <Group gap="xs">
      <Button size="compact-sm" variant="default" onClick={() => setShipping(true)} disabled={order.status === 'Shipped'}>
        Post shipment (sample ERP)
      </Button>
      <Button size="compact-sm" variant="default" loading={sample.invoice.isPending} onClick={() => sample.invoice.mutate({ id: order._id })}>
        Post invoice (sample ERP)
      </Button>
      <ShipOrderDialog
        order={shipping ? order : null}
        title="Post a shipment in the sample ERP"
        submitLabel="Post shipment"
        onClose={close}
        onShip={(input) => sample.shipment.mutate(input, { onSuccess: () => setShipping(false) })}
        pending={sample.shipment.isPending}
        error={sample.shipment.error}
      />
    </Group>
  );
}
