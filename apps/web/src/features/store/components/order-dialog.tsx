import { Alert, Button, Checkbox, Group, List, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useRef, useState } from 'react';
import { orderMessages, type TSaveOrderInput } from '@portal/domain/orders/order-schemas';
import { canTransfer, digitsOnly, effectiveOrderName, orderHeaderProblems } from '@portal/domain/orders/order-rules';
import { teamRoleMessages } from '@portal/domain/orders/order-actions';
import { errorMessage, fieldErrors, portalErrorCode } from '../../../shared/api/api-error';
import { useGenerateOrderId } from '../api/use-generate-order-id';
import { useSaveOrder } from '../api/use-save-order';
import { useSaveAttemptKey } from '../../../shared/api/use-save-attempt-key';
import { useTransferParties } from '../api/use-transfer-parties';
import type { CartInfo, OrderInfo } from '../cart/cart-types';
import { focusInvalidAfterSubmit } from '../../../shared/ui/focus/invalid-submit-focus';
import { useCartEstimates } from '../cart/cart-estimates';

export interface OrderDialogProps {
  opened: boolean;
  onClose: () => void;
  cart: CartInfo;
  order: OrderInfo;
  /** `canSubmit` false: a salesperson, who saves and leaves the submission to a buyer (issue 32). */
  author: { isAdmin: boolean; isCorporation: boolean; canSubmit?: boolean };
  /** After the save, with the status it asked for (the admin list names an approval). */
  onSaved: (status: TSaveOrderInput['status']) => void;
  /** Replaces the cart with the server's order (after 'This order was changed since you opened it'). */
  onReload: () => void;
}

export interface OrderHeaderValues {
  orderName: string;
  orderNumber: string;
  transfer: boolean;
  sender: string | null;
  receiver: string | null;
}

/** The dialog's own checks, with the specification's messages (portal.md §5 Order dialog). */
export function orderDialogErrors(values: OrderHeaderValues, cart: CartInfo, author: OrderDialogProps['author']): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = effectiveOrderName(values).trim();
  if (name.length < 3) errors['orderName'] = orderMessages.nameRequired;
  else if (name.length > 50) errors['orderName'] = orderMessages.nameTooLong;
  if (!/^\d*$/.test(values.orderNumber)) errors['orderNumber'] = orderMessages.numberDigits;
  Object.assign(errors, orderHeaderProblems({ orderNumber: values.orderNumber, transfer: values.transfer, cart }, author));
  if (values.transfer) {
    if (!values.sender) errors['sender'] = orderMessages.transferRequired;
    if (!values.receiver) errors['receiver'] = orderMessages.transferRequired;
    if (values.sender && values.receiver && values.sender === values.receiver) errors['receiver'] = orderMessages.transferDifferent;
  }
  return errors;
}

export function toSaveInput(
  id: string,
  version: number | null,
  status: TSaveOrderInput['status'],
  values: OrderHeaderValues,
  cart: CartInfo,
  extraDetails: string,
): TSaveOrderInput {
  return {
    _id: id,
    ...(version === null ? {} : { version }),
    status,
    orderName: effectiveOrderName(values).trim(),
    orderNumber: values.orderNumber,
    transfer: values.transfer,
    sender: values.transfer ? values.sender : null,
    receiver: values.transfer ? values.receiver : null,
    cart: {
      screens: cart.screens.map((s) => ({ screenId: s.screenId, screenName: s.screenName, details: s.details, config: s.config })),
      roofs: cart.roofs.map((r) => ({ roofId: r.roofId, config: r.config })),
      parts: cart.parts.map((p) => ({ partId: p.partId, config: p.config })),
      extraDetails,
    },
  };
}

export function OrderDialog({ opened, onClose, cart, order, author, onSaved, onReload }: OrderDialogProps) {
  const [values, setValues] = useState<OrderHeaderValues>({
    orderName: order.orderName,
    orderNumber: order.orderNumber,
    transfer: order.transfer,
    sender: order.sender,
    receiver: order.receiver,
  });
  const [extraDetails, setExtraDetails] = useState(cart.extraDetails);
  const [attempted, setAttempted] = useState(false);
  // One id per new order: a retried save after an error cannot create a second order.
  const newId = useRef<string | null>(null);
  const generateId = useGenerateOrderId();
  const save = useSaveOrder();
  const attemptKey = useSaveAttemptKey();
  const transferShown = canTransfer(author, cart);
  const parties = useTransferParties(opened && transferShown);

  const errors = orderDialogErrors(values, cart, author);
  const shown = attempted ? errors : {};
  const set = (patch: Partial<OrderHeaderValues>) => setValues((v) => ({ ...v, ...patch }));
  const processing = author.isAdmin && order._id !== null && order.status === 'SUBMITTED';
  // The approver's promise: today + the slowest line unless changed (any day may be promised).
  const estimate = useCartEstimates(cart, order.status, processing)?.order ?? '';
  const [promise, setPromise] = useState<string | null>(null);
  const promisedShipDate = promise ?? estimate;
  const busy = generateId.isPending || save.isPending;
  const serverError = save.error ?? generateId.error;
  const serverFieldErrors = serverError ? Object.values(fieldErrors(serverError)) : [];

  const submit = async (status: TSaveOrderInput['status']) => {
    focusInvalidAfterSubmit();
    setAttempted(true);
    if (Object.keys(errors).length > 0) return;
    let id = order._id ?? newId.current;
    if (!id) {
      id = (await generateId.mutateAsync())._id;
      newId.current = id;
    }
    const saved = toSaveInput(id, order.version, status, values, cart, extraDetails);
    const input = status === 'APPROVED' && promisedShipDate ? { ...saved, promisedShipDate } : saved;
    await save.mutateAsync({ ...input, idempotencyKey: attemptKey.keyFor(input) });
    attemptKey.answered();
    onSaved(status);
  };
  const run = (status: TSaveOrderInput['status']) => void submit(status).catch(() => undefined);

  const partyOptions = (parties.data ?? []).map((p) => ({ value: p.bc_customer_id, label: p.bc_customer_displayName }));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={author.isAdmin ? 'Process Order' : author.canSubmit === false ? 'Save Order' : 'Save or Submit Order'}
      size="lg"
    >
      <Stack gap="sm">
        {order.portalNumber && (
          <Text size="sm" c="dimmed">
            Order {order.portalNumber}
          </Text>
        )}
        {serverError && portalErrorCode(serverError) === 'ORDER_CHANGED' ? (
          <Alert color="orange" title={orderMessages.changedSinceOpened}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Someone saved it after you loaded it. Nothing was overwritten: reload the order to see the saved version, then make your changes again.
              </Text>
              <Button size="xs" variant="light" color="orange" onClick={onReload}>
                Reload order
              </Button>
            </Stack>
          </Alert>
        ) : (
          serverError && (
            <Alert color="red" title={errorMessage(serverError)}>
              {serverFieldErrors.length > 0 && (
                <List size="sm">
                  {serverFieldErrors.map((m) => (
                    <List.Item key={m}>{m}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )
        )}
        {transferShown && (
          <Checkbox
            label="Material Transfer"
            checked={values.transfer}
            onChange={(e) => {
              const transfer = e.currentTarget.checked;
              set(transfer ? { transfer, orderName: orderMessages.materialTransferName } : { transfer, orderName: '', sender: null, receiver: null });
            }}
          />
        )}
        <TextInput
          label="Order Name"
          withAsterisk
          maxLength={60}
          value={values.transfer ? orderMessages.materialTransferName : values.orderName}
          disabled={values.transfer}
          onChange={(e) => set({ orderName: e.currentTarget.value })}
          error={shown['orderName']}
        />
        <TextInput
          label="Order Number"
          inputMode="numeric"
          withAsterisk={author.isCorporation && !values.transfer && (cart.screens.length > 0 || cart.roofs.length > 0)}
          value={values.orderNumber}
          onChange={(e) => set({ orderNumber: digitsOnly(e.currentTarget.value) })}
          error={shown['orderNumber']}
        />
        {values.transfer && (
          <>
            {parties.isError && <Alert color="red">{errorMessage(parties.error)}</Alert>}
            <Group grow align="flex-start">
              <Select
                label="Sender"
                withAsterisk
                searchable
                data={partyOptions}
                value={values.sender}
                onChange={(sender) => set({ sender })}
                error={shown['sender']}
              />
              <Select
                label="Receiver"
                withAsterisk
                searchable
                data={partyOptions}
                value={values.receiver}
                onChange={(receiver) => set({ receiver })}
                error={shown['receiver']}
              />
            </Group>
          </>
        )}
        {shown['transfer'] && <Alert color="red">{shown['transfer']}</Alert>}
        <Textarea label="Additional Details" rows={2} maxLength={2000} value={extraDetails} onChange={(e) => setExtraDetails(e.currentTarget.value)} />
        {processing && (
          <TextInput
            type="date"
            label="Promised ship date"
            description="Fixed when you approve: today plus the slowest line's lead time unless you choose another day"
            value={promisedShipDate}
            onChange={(e) => setPromise(e.currentTarget.value)}
            error={serverError ? fieldErrors(serverError)['promisedShipDate'] : undefined}
          />
        )}
        {author.canSubmit === false && (
          <Text size="sm" c="dimmed">
            {teamRoleMessages.submit}.
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {processing ? (
            <>
              <Button variant="light" onClick={() => run('SUBMITTED')} loading={busy}>
                Save
              </Button>
              <Button onClick={() => run('APPROVED')} loading={busy}>
                Approve Order
              </Button>
            </>
          ) : (
            <>
              <Button variant={author.canSubmit === false ? 'filled' : 'light'} onClick={() => run('DRAFT')} loading={busy}>
                Save
              </Button>
              {author.canSubmit !== false && (
                <Button onClick={() => run('SUBMITTED')} loading={busy}>
                  Submit
                </Button>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
