import { Alert, Button, Checkbox, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { orderStatusLabels } from '@portal/domain/orders/order-status';
import { warrantyLimits } from '@portal/domain/warranty/warranty-limits';
import { warrantyDraftProblems, type WarrantyDraft } from '@portal/domain/warranty/warranty-rules';
import { subItemsFor, type WarrantyLineKind, type WarrantySubItem } from '@portal/domain/warranty/warranty-sub-items';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { useCreateWarranty } from '../api/use-create-warranty';
import { useWarrantyOrderLines } from '../api/use-warranty-order-lines';
import { useWarrantyOrders } from '../api/use-warranty-orders';
import { formatListDate } from '../../../shared/format/dates';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';

interface Line {
  itemId: string;
  kind: WarrantyLineKind;
  name: string;
}

interface Selection {
  subItems: string[];
  comments: Record<string, string>;
}

/** The request the dialog holds, in the order's line order: what the rules and the server read. */
export function draftOf(lines: Line[], selected: Record<string, Selection>, message: string): WarrantyDraft {
  return {
    warrantyMessage: message,
    warrantyItems: lines.flatMap((line) => {
      const s = selected[line.itemId];
      return s ? [{ itemId: line.itemId, subItems: s.subItems, comments: Object.fromEntries(s.subItems.map((sub) => [sub, s.comments[sub] ?? ''])) }] : [];
    }),
  };
}

function LineChoice({
  line,
  index,
  selection,
  onChange,
  problems,
}: {
  line: Line;
  index: number;
  selection: Selection | undefined;
  onChange: (next: Selection | undefined) => void;
  problems: Record<string, string>;
}) {
  const subItems = subItemsFor(line.kind);
  return (
    <Paper withBorder p="sm">
      <Checkbox
        label={`${line.kind === 'roof' ? 'Roof' : 'Screen'}: ${line.name}`}
        checked={selection !== undefined}
        onChange={(e) => onChange(e.currentTarget.checked ? { subItems: [], comments: {} } : undefined)}
        fw={600}
      />
      {selection && (
        <Stack gap="xs" mt="sm" pl={{ base: 0, sm: 'lg' }}>
          <Checkbox.Group
            label={`${line.kind === 'roof' ? 'Roof' : 'Screen'} sub-items`}
            value={selection.subItems}
            onChange={(value) => onChange({ ...selection, subItems: subItems.filter((s) => value.includes(s)) })}
          >
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={4}>
              {subItems.map((subItem) => (
                <Checkbox key={subItem} value={subItem} label={subItem} size="sm" />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {selection.subItems.map((subItem) => (
            <TextInput
              key={subItem}
              label={`${subItem} comment`}
              withAsterisk
              maxLength={warrantyLimits.commentMax}
              value={selection.comments[subItem] ?? ''}
              onChange={(e) => onChange({ ...selection, comments: { ...selection.comments, [subItem]: e.currentTarget.value } })}
              error={index >= 0 && (selection.comments[subItem] ?? '').length > 0 ? problems[`warrantyItems.${index}.comments.${subItem}`] : undefined}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * Spec §2, §5 Warranty: pick an approved or shipped order of mine or my team's, tick its screens
 * and roofs, tick sub-items from the right list with a comment each, write a message. Save stays
 * disabled while the domain's rules (the server's too) find a problem.
 */
export function NewWarrantyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = usePhoneDialog();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Record<string, Selection>>({});
  const [message, setMessage] = useState('');
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const orders = useWarrantyOrders(debounced, opened);
  const order = useWarrantyOrderLines(opened ? orderId : null);
  const create = useCreateWarranty();

  const lines: Line[] = order.data
    ? [
        ...order.data.screens.map((s, i) => ({ itemId: s.screenId, kind: 'screen' as const, name: s.screenName || `Screen ${i + 1}` })),
        ...order.data.roofs.map((r, i) => ({ itemId: r.roofId, kind: 'roof' as const, name: r.roofName || `Roof ${i + 1}` })),
      ]
    : [];
  const draft = draftOf(lines, selected, message);
  const problems = warrantyDraftProblems(draft);
  const blocked = !orderId || !order.data || Object.keys(problems).length > 0;

  const close = () => {
    setSearch('');
    setOrderId(null);
    setSelected({});
    setMessage('');
    setServerProblem(null);
    create.reset();
    onClose();
  };
  const save = () => {
    if (!orderId || blocked) return;
    setServerProblem(null);
    create.mutate(
      {
        order: orderId,
        warrantyMessage: draft.warrantyMessage,
        warrantyItems: draft.warrantyItems.map((item) => ({
          itemId: item.itemId,
          subItems: item.subItems as WarrantySubItem[],
          comments: { ...item.comments },
        })),
      },
      {
        onSuccess: close,
        onError: (error) =>
          setServerProblem([errorMessage(error), ...Object.values(fieldErrors(error))].filter((m, i, all) => all.indexOf(m) === i).join(' · ')),
      },
    );
  };
  const itemIndex = (itemId: string) => draft.warrantyItems.findIndex((item) => item.itemId === itemId);
  const options = (orders.data?.items ?? []).map((o) => ({
    value: o._id,
    label: `${o.portalNumber} ${o.orderName}${o.orderNumber ? ` #${o.orderNumber}` : ''} · ${orderStatusLabels[o.status]} · ${formatListDate(o.updatedAt)}`,
  }));
  const hint = !orderId ? 'Choose an order.' : Object.values(problems)[0];

  return (
    <Modal opened={opened} onClose={close} title="New Warranty" size="xl" fullScreen={phone}>
      <Stack>
        {serverProblem && <Alert color="red">{serverProblem}</Alert>}
        <Select
          label="Order"
          placeholder={orders.isPending ? 'Loading orders…' : 'Approved or shipped orders'}
          withAsterisk
          searchable
          data={options}
          value={orderId}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          onChange={(value) => {
            setOrderId(value);
            setSelected({});
          }}
          nothingFoundMessage={orders.isFetching ? 'Loading…' : 'No approved or shipped order. A warranty request is filed on an order once it is approved.'}
        />
        {orders.data && orders.data.total > orders.data.items.length && (
          <Text size="xs" c="dimmed">
            Showing the {orders.data.items.length} most recent of {orders.data.total} orders: type part of a name or number to find another.
          </Text>
        )}
        {orderId && order.isPending && <Loader size="sm" />}
        {order.isError && <Alert color="red">{errorMessage(order.error)}</Alert>}
        {order.data && lines.length === 0 && <Text c="dimmed">This order has no screens or roofs: only they are covered by a warranty request.</Text>}
        {lines.map((line) => (
          <LineChoice
            key={line.itemId}
            line={line}
            index={itemIndex(line.itemId)}
            selection={selected[line.itemId]}
            problems={problems}
            onChange={(next) =>
              setSelected((current) => {
                const rest = Object.fromEntries(Object.entries(current).filter(([itemId]) => itemId !== line.itemId));
                return next ? { ...rest, [line.itemId]: next } : rest;
              })
            }
          />
        ))}
        <Textarea
          label="Message"
          withAsterisk
          rows={4}
          maxLength={warrantyLimits.messageMax}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          placeholder="What is wrong, and when did it start?"
        />
        <Group justify="space-between" wrap="nowrap" align="center">
          <Text size="sm" c="dimmed" aria-live="polite">
            {blocked ? hint : ''}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={save} disabled={blocked} loading={create.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
