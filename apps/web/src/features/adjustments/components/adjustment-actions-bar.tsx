import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { adjustmentLimits } from '@portal/domain/adjustments/adjustment-limits';
import { adjustmentMessages } from '@portal/domain/adjustments/adjustment-messages';
import { decisionButtonsShown } from '@portal/domain/adjustments/adjustment-flags';
import { requesterMayEdit } from '@portal/domain/adjustments/adjustment-permissions';
import type { TAdjustmentPatchInput } from '@portal/domain/adjustments/adjustment-schemas';
import type { AdjustmentRole } from '@portal/domain/adjustments/adjustment-status';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { shippingAgentNames } from '@portal/domain/orders/shipping-agents';
import { useState } from 'react';
import { useUpdateAdjustment } from '../api/use-update-adjustment';
import { useEditGuard } from './adjustment-edit-guard';
import { flagsOf, stateOf } from './adjustment-items';

interface Action {
  label: string;
  patch: TAdjustmentPatchInput;
  enabled: boolean;
  color?: string;
  /** Destructive: asked once more before it is sent. */
  confirm?: { title: string; message: string };
}

/** §4 Button transitions, offered by role and state as the domain's flags say (the server decides again). */
export function actionsFor(adjustment: TAdjustment, viewer: AdjustmentRole): Action[] {
  const f = flagsOf(adjustment);
  const status = adjustment.status;
  if (viewer === 'requester') {
    if (!requesterMayEdit(status)) return [];
    return [
      { label: 'Submit for review', patch: { status: 'Awaiting_Reviewer' }, enabled: f.hasRequest },
      {
        label: 'Cancel adjustment',
        patch: { status: 'Cancelled' },
        enabled: true,
        color: 'red',
        confirm: {
          title: 'Cancel adjustment?',
          message: 'The adjustment will be canceled and can no longer be changed or submitted. Are you sure you want to proceed?',
        },
      },
    ];
  }
  const actions: Action[] = [];
  if (status === 'Awaiting_Reviewer' && f.hasAwaitingRequester)
    actions.push({ label: 'Request updates', patch: { status: 'Awaiting_Requester' }, enabled: true });
  if (decisionButtonsShown(stateOf(adjustment))) {
    actions.push({ label: 'Approve adjustment', patch: { status: 'Approved' }, enabled: f.hasApprovedIssue, color: 'green' });
    actions.push({
      label: 'Reject adjustment',
      patch: { status: 'Rejected' },
      enabled: f.hasRejectedIssue && !f.hasApprovedIssue,
      color: 'red',
      confirm: {
        title: 'Reject adjustment?',
        message: 'Every request stays as decided and the adjustment is locked until a reviewer reopens it. Are you sure you want to proceed?',
      },
    });
  }
  if ((status === 'Approved' || status === 'Rejected') && !f.hasUnresolvedRequest)
    actions.push({ label: 'Reopen adjustment', patch: { status: 'Awaiting_Reviewer' }, enabled: true });
  return actions;
}

function ShipForm({ pending, onShip, onCancel }: { pending: boolean; onShip: (agent: string, tracking: string) => void; onCancel: () => void }) {
  const [agent, setAgent] = useState<string | null>(null);
  const [tracking, setTracking] = useState('');
  const [tried, setTried] = useState(false);
  const agentError = tried && !agent ? adjustmentMessages.shippingAgentRequired : undefined;
  const trackingError = tried && !tracking.trim() ? adjustmentMessages.trackingNumberRequired : undefined;
  return (
    <Stack
      component="form"
      gap="xs"
      aria-label="Ship adjustment"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (agent && tracking.trim()) onShip(agent, tracking.trim());
      }}
    >
      <Select label="Shipping agent" data={[...shippingAgentNames]} value={agent} onChange={setAgent} error={agentError} searchable />
      <TextInput
        label="Tracking number"
        value={tracking}
        maxLength={adjustmentLimits.trackingNumberMax}
        onChange={(event) => setTracking(event.currentTarget.value)}
        error={trackingError}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          Back
        </Button>
        <Button type="submit" loading={pending}>
          Ship adjustment
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The dialog's main buttons (§4). Each sends PATCH {status}; a refusal (409 naming the rule) stays
 * on screen until closed; whatever happens the adjustment is read again, as the server has it.
 * Nothing runs while an issue card holds a pending warranty or unsaved modifications.
 */
export function AdjustmentActionsBar({ adjustment, viewer }: { adjustment: TAdjustment; viewer: AdjustmentRole }) {
  const guard = useEditGuard();
  const update = useUpdateAdjustment();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [shipping, setShipping] = useState(false);
  const actions = actionsFor(adjustment, viewer);
  const canShip = viewer === 'reviewer' && adjustment.status === 'Approved';

  const unblocked = () => {
    const blocked = guard.blocked();
    if (blocked) window.alert(blocked);
    return blocked === null;
  };
  const run = (action: Action) => {
    if (!unblocked()) return;
    if (action.confirm) setConfirming(action);
    else update.mutate({ id: adjustment._id, patch: action.patch });
  };

  if (actions.length === 0 && !canShip) return null;
  return (
    <Stack gap="xs">
      {update.isError && (
        <Alert color="red" title="The adjustment was not changed" withCloseButton closeButtonLabel="Close" onClose={() => update.reset()}>
          {update.error.message}
        </Alert>
      )}
      {shipping ? (
        <ShipForm
          pending={update.isPending}
          onCancel={() => setShipping(false)}
          onShip={(shippingAgent, trackingNumber) => {
            if (unblocked())
              update.mutate({ id: adjustment._id, patch: { status: 'Shipped', shippingAgent, trackingNumber } }, { onSuccess: () => setShipping(false) });
          }}
        />
      ) : (
        <Group justify="flex-end" gap="xs">
          {actions.map((action) => (
            <Button
              key={action.label}
              color={action.color}
              variant={action.color === 'red' ? 'outline' : 'filled'}
              disabled={!action.enabled || update.isPending}
              onClick={() => run(action)}
            >
              {action.label}
            </Button>
          ))}
          {canShip && (
            <Button onClick={() => unblocked() && setShipping(true)} disabled={update.isPending}>
              Ship
            </Button>
          )}
        </Group>
      )}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={confirming?.confirm?.title} centered>
        <Text>{confirming?.confirm?.message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Back
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (confirming) update.mutate({ id: adjustment._id, patch: confirming.patch });
              setConfirming(null);
            }}
          >
            {confirming?.label}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
