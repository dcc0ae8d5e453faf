import { Button } from '@mantine/core';
import { useState } from 'react';
import { readsRetail } from '@portal/domain/teams/team-roles';
import { useSession } from '../../../shared/session/use-session';
import { useAdjustmentsEnabled } from '../api/use-adjustments-enabled';
import { CreateAdjustmentDialog, type AdjustableOrder } from './create-adjustment-dialog';

/** Adjustments correct what was approved or delivered: a Draft, Submitted or Rejected order is still changed in the store. */
const adjustable = (order: AdjustableOrder) => order.status === 'APPROVED' || order.status === 'Shipped';

/**
 * An order list row's action starting an adjustment (spec §2): only while the Order adjustments
 * switch is on, only on an approved or shipped order. The order lists receive it from app/.
 */
export function CreateAdjustmentButton({ order }: { order: AdjustableOrder }) {
  const enabled = useAdjustmentsEnabled();
  const user = useSession();
  const [open, setOpen] = useState(false);
  // A salesperson files none (issue 32): the server refuses them, as it refuses them reading one.
  if (!enabled || !adjustable(order) || (user !== null && readsRetail(user))) return null;
  return (
    <>
      <Button size="compact-sm" variant="light" aria-label={`Adjust ${order.orderName}`} onClick={() => setOpen(true)}>
        Adjust
      </Button>
      <CreateAdjustmentDialog order={open ? order : null} onClose={() => setOpen(false)} />
    </>
  );
}
