import { ActionIcon, Button, CloseButton, Divider, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import type { PriceGroup } from '@portal/domain/customers/customer';
import { formatMoney, type Cents } from '@portal/domain/money/money';
import type { OrderAction } from '@portal/domain/orders/order-actions';
import { orderStatusLabels } from '@portal/domain/orders/order-status';
import { inchesDisplay } from '@portal/domain/configuration/screen/screen-options';
import { orderLimitCeilings } from '../api/use-order-limits';
import { clearButtonLabel } from '../cart/cart-rules';
import type { CartInfo, OrderInfo } from '../cart/cart-types';
import type { ShownPrices } from '../cart/shown-prices';
import type { CartEstimates } from '../cart/cart-estimates';
import { formatDay } from '../../../shared/format/dates';
import { ChevronIcon, CopyIcon, EditIcon, RemoveIcon } from './icons';
import { PartQuantityInput } from './part-quantity-input';
import { editedLabels, partDetails, roofDetails, screenDetails, type DetailEntry } from '@portal/domain/orders/line-details';
import { DrawingFigure, useLineDrawing, type DrawnLine } from '../../../shared/ui/drawing-figure';

export type LineKind = 'screen' | 'roof' | 'part';
export interface Editing {
  kind: LineKind;
  index: number;
}

export interface CartCardProps {
  cart: CartInfo;
  order: OrderInfo;
  /** What the viewer may do with this order (the domain's predicates): nothing else is offered. */
  actions: ReadonlySet<OrderAction>;
  prices: ShownPrices;
  priceGroup: PriceGroup;
  editing: Editing | null;
  onEdit: (kind: LineKind, index: number) => void;
  onCopy: (kind: LineKind, index: number) => void;
  onRemove: (kind: LineKind, index: number) => void;
  onPartQuantity: (index: number, quantity: number) => void;
  onClose: () => void;
  onClear: () => void;
  onContinue: () => void;
  onReject: () => void;
  onExport: () => void;
  exporting?: boolean;
  /** Why the order is shown read-only, under the header (null when the viewer may change it). */
  notice?: string | null;
  /** Why a part line cannot be priced, by index (shown under its name). */
  partProblems: (string | null)[];
  /** The most of one part line (the order limit); the schema's ceiling when not given. */
  maxQuantity?: number;
  /** Each line's estimated ship date and the order's, as the dealer builds it (null once approved or before the table is read). */
  estimates?: CartEstimates | null;
}

/** Spec §5: names are displayed truncated to 50. */
const truncate = (s: string) => (s.length > 50 ? `${s.slice(0, 50)}…` : s);

function Details({ entries, original }: { entries: DetailEntry[]; original?: DetailEntry[] | undefined }) {
  const edited = editedLabels(entries, original);
  return (
    <Table fz="xs" withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.label}>
            <Table.Td c="dimmed" w="40%">
              {e.label}
            </Table.Td>
            <Table.Td fw={edited.has(e.label) ? 700 : undefined} data-edited={edited.has(e.label) || undefined}>
              {e.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A screen's or roof's drawing under its details (issue 31): drawn only while its row is open. */
function RowDrawing({ line, name }: { line: DrawnLine; name: string }) {
  const drawing = useLineDrawing(line, name);
  return drawing && <DrawingFigure {...drawing} />;
}

interface RowActions {
  label: string;
  canEdit: boolean;
  canCopy: boolean;
  canRemove: boolean;
  editDisabled: boolean;
  copyDisabled: boolean;
  onEdit?: (() => void) | undefined;
  onCopy: () => void;
  onRemove: () => void;
}

function Actions({ label, canEdit, canCopy, canRemove, editDisabled, copyDisabled, onEdit, onCopy, onRemove }: RowActions) {
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {canEdit && onEdit && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" size="sm" aria-label={`Edit ${label}`} disabled={editDisabled} onClick={onEdit}>
            <EditIcon />
          </ActionIcon>
        </Tooltip>
      )}
      {canCopy && (
        <Tooltip label="Copy">
          <ActionIcon variant="subtle" size="sm" aria-label={`Copy ${label}`} disabled={copyDisabled} onClick={onCopy}>
            <CopyIcon />
          </ActionIcon>
        </Tooltip>
      )}
      {canRemove && (
        <Tooltip label="Remove">
          <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${label}`} onClick={onRemove}>
            <RemoveIcon />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

interface Row {
  key: string;
  label: string;
  name: ReactNode;
  quantity: ReactNode;
  totalCents: Cents | null;
  details: DetailEntry[];
  original?: DetailEntry[] | undefined;
  drawing?: { line: DrawnLine; name: string };
  actions: RowActions;
  editing: boolean;
  /** The day the line would ship, were the order approved today. */
  shipsOn?: string | undefined;
}

function Section({ title, rows, subtotalCents, priceGroup }: { title: string; rows: Row[]; subtotalCents: Cents; priceGroup: PriceGroup }) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (key: string) => setOpen((s) => (s.has(key) ? new Set([...s].filter((k) => k !== key)) : new Set([...s, key])));
  if (rows.length === 0) return null;
  return (
    <section aria-label={title}>
      <Text fw={700} mt="sm">
        {title}
      </Text>
      {/* Fixed columns line the three sections' prices up under each other. */}
      <Table fz="sm" verticalSpacing={4} horizontalSpacing={4} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={28} />
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right" w={56}>
              Qty
            </Table.Th>
            <Table.Th ta="right" w={92}>
              Price
            </Table.Th>
            <Table.Th w={74} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Fragment key={row.key}>
              <Table.Tr bg={row.editing ? 'var(--mantine-color-blue-light)' : undefined}>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    size="xs"
                    aria-label={`${open.has(row.key) ? 'Collapse' : 'Expand'} ${row.label}`}
                    aria-expanded={open.has(row.key)}
                    onClick={() => toggle(row.key)}
                  >
                    <ChevronIcon open={open.has(row.key)} />
                  </ActionIcon>
                </Table.Td>
                <Table.Td>
                  {row.name}
                  {row.shipsOn && (
                    <Text size="xs" c="dimmed">
                      Ships about {formatDay(row.shipsOn)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{row.quantity}</Table.Td>
                <Table.Td ta="right">{row.totalCents === null ? '—' : formatMoney(row.totalCents, priceGroup)}</Table.Td>
                <Table.Td>
                  <Actions {...row.actions} />
                </Table.Td>
              </Table.Tr>
              {open.has(row.key) && (
                <Table.Tr>
                  <Table.Td colSpan={5} pl={28}>
                    <Details entries={row.details} original={row.original} />
                    {row.drawing && <RowDrawing {...row.drawing} />}
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
          <Table.Tr>
            <Table.Td />
            <Table.Td colSpan={2} fw={600}>
              Subtotal
            </Table.Td>
            <Table.Td ta="right" fw={600} data-testid={`${title}-subtotal`}>
              {formatMoney(subtotalCents, priceGroup)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </section>
  );
}

export function CartCard(props: CartCardProps) {
  const { cart, order, actions, prices, priceGroup, editing } = props;
  const status = order.status;
  const empty = cart.screens.length + cart.roofs.length + cart.parts.length === 0;
  const rowsOpen = actions.has('edit');
  const isEditing = (kind: LineKind, index: number) => editing?.kind === kind && editing.index === index;
  // While a line is being edited, other rows can be neither edited nor copied.
  const locked = (kind: LineKind, index: number) => editing !== null && !isEditing(kind, index);
  const shipsOn = (lineId: string) => props.estimates?.byLine.get(lineId);

  const screenRows: Row[] = cart.screens.map((line, i) => ({
    key: line.screenId,
    shipsOn: shipsOn(line.screenId),
    label: `screen ${i + 1}`,
    name: (
      <>
        <Text size="sm" fw={500}>
          {line.screenName || `Screen ${i + 1}`}
        </Text>
        <Text size="xs" c="dimmed">
          {line.config.meshOnly ? 'Mesh / Vinyl Only' : 'Complete Unit'} · {inchesDisplay(line.config.width, line.config.widthFraction)} ×{' '}
          {inchesDisplay(line.config.dropLeft, line.config.dropLeftFraction)}
        </Text>
      </>
    ),
    quantity: line.config.copies,
    totalCents: prices.screens[i] ?? null,
    details: screenDetails(line.config),
    original: line.original && screenDetails(line.original),
    drawing: { line: { kind: 'screen', config: line.config }, name: line.screenName || `Screen ${i + 1}` },
    editing: isEditing('screen', i),
    actions: {
      label: `screen ${i + 1}`,
      canEdit: rowsOpen,
      canCopy: actions.has('copy'),
      canRemove: actions.has('removeLines'),
      editDisabled: locked('screen', i),
      copyDisabled: editing !== null,
      onEdit: () => props.onEdit('screen', i),
      onCopy: () => props.onCopy('screen', i),
      onRemove: () => props.onRemove('screen', i),
    },
  }));

  const roofRows: Row[] = cart.roofs.map((line, i) => ({
    key: line.roofId,
    shipsOn: shipsOn(line.roofId),
    label: `roof ${i + 1}`,
    name: (
      <Text size="sm" fw={500}>
        {line.config.roofName || `Roof ${i + 1}`}
      </Text>
    ),
    quantity: line.config.copies ?? 1,
    totalCents: prices.roofs[i] ?? null,
    details: roofDetails(line.config),
    original: line.original && roofDetails(line.original),
    drawing: { line: { kind: 'roof', config: line.config }, name: line.config.roofName || `Roof ${i + 1}` },
    editing: isEditing('roof', i),
    actions: {
      label: `roof ${i + 1}`,
      canEdit: rowsOpen,
      canCopy: actions.has('copy'),
      canRemove: actions.has('removeLines'),
      editDisabled: locked('roof', i),
      copyDisabled: editing !== null,
      onEdit: () => props.onEdit('roof', i),
      onCopy: () => props.onCopy('roof', i),
      onRemove: () => props.onRemove('roof', i),
    },
  }));

  const partRows: Row[] = cart.parts.map((line, i) => {
    const priced = props.partProblems[i];
    return {
      key: line.partId,
      shipsOn: shipsOn(line.partId),
      label: `part ${i + 1}`,
      name: (
        <>
          <Text size="sm" fw={500}>
            {line.config.family ?? line.config.itemNo}
          </Text>
          <Text size="xs" c={priced ? 'red' : 'dimmed'}>
            {priced ?? Object.values(line.config.options).join(' · ')}
          </Text>
        </>
      ),
      quantity: (
        <PartQuantityInput
          label={`Quantity of part ${i + 1}`}
          value={line.config.quantity}
          max={props.maxQuantity ?? orderLimitCeilings.maxQuantity}
          disabled={!rowsOpen}
          onChange={(q) => props.onPartQuantity(i, q)}
        />
      ),
      totalCents: prices.parts[i] ?? null,
      details: partDetails(line.config),
      original: line.original && partDetails(line.original),
      editing: false,
      actions: {
        label: `part ${i + 1}`,
        canEdit: false,
        canCopy: actions.has('copy'),
        canRemove: actions.has('removeLines'),
        editDisabled: true,
        copyDisabled: editing !== null,
        onCopy: () => props.onCopy('part', i),
        onRemove: () => props.onRemove('part', i),
      },
    };
  });

  const header = status === 'IN_CART' ? 'Cart' : `${orderStatusLabels[status]} Order: ${truncate(order.orderName)}`;
  const totals = prices.totals;

  return (
    <Paper withBorder shadow="sm" p="md" radius="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h4">
          {header}
        </Title>
        <CloseButton aria-label="Close cart" onClick={props.onClose} />
      </Group>
      {order.portalNumber && (
        <Text size="sm" c="dimmed">
          {order.portalNumber}
        </Text>
      )}
      {props.notice && (
        <Text size="sm" c="dimmed" data-testid="cart-notice">
          {props.notice}
        </Text>
      )}
      <Divider my="xs" />
      {empty ? (
        <Text c="dimmed" py="md" ta="center">
          Cart is empty
        </Text>
      ) : (
        <Stack gap={0}>
          <Section title="Retractable Screens" rows={screenRows} subtotalCents={totals?.screensTotal ?? 0} priceGroup={priceGroup} />
          <Section title="Roofs" rows={roofRows} subtotalCents={totals?.roofsTotal ?? 0} priceGroup={priceGroup} />
          <Section title="Parts" rows={partRows} subtotalCents={totals?.partsTotal ?? 0} priceGroup={priceGroup} />
          <Divider my="sm" />
          <Group justify="space-between">
            <Text fw={700}>Cart Total</Text>
            <Text fw={700} data-testid="cart-total">
              {totals ? formatMoney(totals.totalPrice, priceGroup) : '—'}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" ta="right">
            Taxes and shipping not included
          </Text>
          {props.estimates?.order && (
            <Text size="sm" ta="right" mt={4} data-testid="cart-estimate">
              Estimated ship date: {formatDay(props.estimates.order)}
            </Text>
          )}
        </Stack>
      )}
      <Group mt="md" gap="xs" justify="flex-end">
        <Button variant="default" size="sm" onClick={props.onClear}>
          {clearButtonLabel(status)}
        </Button>
        {actions.has('export') && (
          <Button variant="light" size="sm" onClick={props.onExport} loading={props.exporting}>
            Export Cart
          </Button>
        )}
        {actions.has('reject') && (
          <Button color="red" variant="light" size="sm" onClick={props.onReject}>
            Reject Order
          </Button>
        )}
        {actions.has('continue') && (
          <Button size="sm" onClick={props.onContinue} disabled={empty || editing !== null}>
            Continue
          </Button>
        )}
      </Group>
    </Paper>
  );
}
