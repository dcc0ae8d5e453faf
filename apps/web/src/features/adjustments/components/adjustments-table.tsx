import { Anchor, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { adjustmentSortColumns } from '@portal/domain/adjustments/adjustment-schemas';
import type { AdjustmentRole } from '@portal/domain/adjustments/adjustment-status';
import type { TAdjustmentListItem } from '@portal/domain/adjustments/adjustment-view-schemas';
import { ListDate } from '../../../shared/list/list-date';
import { ListTable, type ListColumn } from '../../../shared/list/list-table';
import type { SortState } from '../../../shared/list/sort';
import { AdjustmentStatusBadge } from './adjustment-status-badge';

export type AdjustmentSortColumn = (typeof adjustmentSortColumns)[number];
export type AdjustmentSort = SortState<AdjustmentSortColumn>;

/** Spec §2 (adjustments): lists read 'MMM d, yyyy' (Nov 5, 2026), in the viewer's time zone. */
const listDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export function formatAdjustmentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : listDate.format(date);
}

const itemsText = (n: number, kind: string) => `${n} ${kind}`;

/** Who asks, as a reviewer reads it: the ERP customer, then the portal user. */
export function dealerText(dealer: TAdjustmentListItem['dealer']): string {
  return [dealer.customerName, dealer.userName].filter(Boolean).join(' · ') || '—';
}

export interface AdjustmentsTableProps {
  rows: TAdjustmentListItem[];
  role: AdjustmentRole;
  sort: AdjustmentSort;
  onSort: (column: AdjustmentSortColumn) => void;
  empty: string;
  /** Where a row opens: /account/adjustments/{id} or /admin/adjustments/{id}. */
  openPath: (id: string) => string;
  /** The page's own actions after Open (the requester's view-order and delete). */
  actions?: (row: TAdjustmentListItem) => ReactNode;
  /** Under the name on a phone: what the actions column has no room for. */
  phoneExtra?: (row: TAdjustmentListItem) => ReactNode;
}

/**
 * Spec §2 adjustment lists: Date Created, Name, Status, Warranty Items, Reorder Items, Actions.
 * A phone keeps the name (a link that opens it, the date and counts under it), the status and
 * the actions; the table scrolls sideways from sm below 760 px.
 */
export function AdjustmentsTable({ rows, role, sort, onSort, empty, openPath, actions, phoneExtra }: AdjustmentsTableProps) {
  const columns: ListColumn<TAdjustmentListItem, AdjustmentSortColumn>[] = [
    { label: 'Date Created', sort: 'createdAt', cell: (a) => <ListDate iso={a.createdAt} format={formatAdjustmentDate} /> },
    {
      label: 'Name',
      sort: 'description',
      phone: true,
      cell: (a) => (
        <>
          <Anchor component={Link} to={openPath(a._id)} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {a.description}
          </Anchor>
          {/* Its order, by portal number and name; on a dealer's phone the row's link to the order says it. */}
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} {...(phoneExtra ? { visibleFrom: 'sm' } : {})}>
            For order {a.order.portalNumber} · {a.order.orderName}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            <ListDate iso={a.createdAt} format={formatAdjustmentDate} /> · {itemsText(a.warrantyIssuesCount, 'warranty')} ·{' '}
            {itemsText(a.reorderIssuesCount, 'reorder')}
          </Text>
          {role === 'reviewer' && (
            <Text size="xs" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
              {dealerText(a.dealer)}
            </Text>
          )}
          {phoneExtra?.(a)}
        </>
      ),
    },
    // Reviewers see who asks (issue 29): the dealer's ERP customer and the portal user.
    ...(role === 'reviewer'
      ? [
          {
            label: 'Dealer',
            cell: (a: TAdjustmentListItem) => (
              <>
                <Text size="sm">{a.dealer.customerName ?? '—'}</Text>
                <Text size="xs" c="dimmed">
                  {a.dealer.userName ?? '—'}
                </Text>
              </>
            ),
          },
        ]
      : []),
    { label: 'Status', sort: 'status', phone: true, cell: (a) => <AdjustmentStatusBadge status={a.status} role={role} /> },
    { label: 'Warranty Items', cell: (a) => a.warrantyIssuesCount },
    { label: 'Reorder Items', cell: (a) => a.reorderIssuesCount },
  ];

  return (
    <ListTable
      rows={rows}
      columns={columns}
      empty={empty}
      minWidth={760}
      sort={{ ...sort, onSort }}
      dates={(a) => [a.createdAt]}
      actions={{
        titled: true,
        // Without the page's own actions a phone has nothing there: its name link opens the row.
        hiddenOnPhone: !actions,
        cell: (row) => (
          <>
            {/* Phones open it through its name. */}
            <Button component={Link} to={openPath(row._id)} size="compact-sm" variant="light" aria-label={`Open ${row.description}`} visibleFrom="sm">
              Open
            </Button>
            {actions?.(row)}
          </>
        ),
      }}
    />
  );
}
