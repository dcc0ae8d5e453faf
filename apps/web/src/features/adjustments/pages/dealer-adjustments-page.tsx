import { Anchor, Button } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { adjustmentLimits } from '@portal/domain/adjustments/adjustment-limits';
import { adjustmentSortColumns } from '@portal/domain/adjustments/adjustment-schemas';
import type { TAdjustmentListItem } from '@portal/domain/adjustments/adjustment-view-schemas';
import { ListPage } from '../../../shared/list/list-page';
import { useListSort } from '../../../shared/list/sort';
import { ScopeFilters, useListScope } from '../../../shared/ui/scope-radio';
import { useAdjustments } from '../api/use-adjustments';
import { useDeleteAdjustment } from '../api/use-delete-adjustment';
import { AdjustmentDialog } from '../components/adjustment-dialog';
import { AdjustmentsTable, type AdjustmentSortColumn } from '../components/adjustments-table';
import { DeleteAdjustmentButton } from '../components/delete-adjustment-button';

const pageSize = adjustmentLimits.pageSize;
const listPath = '/account/adjustments';

const empty: Record<'mine' | 'team', string> = {
  mine: 'You have no order adjustments yet. Open an approved or shipped order in the Orders tab and choose Adjust to start one.',
  team: 'Your team has no order adjustments yet.',
};

/** The requester deletes only while the adjustment is theirs to edit (spec §2, the server checks it too). */
const deletable = (a: TAdjustmentListItem) => a.status === 'Draft' || a.status === 'Awaiting_Requester';

/** The store's address of an order (spec §2: the view-original-order action). */
const orderPath = (orderId: string) => `/store?order=${encodeURIComponent(orderId)}`;

/** Spec §2 /account/adjustments (the Adjustments tab): mine or my team's, sorted and paged; /account/adjustments/{id} opens one. */
export function DealerAdjustmentsPage() {
  // /…/adjustments/{id}: the list stays, the adjustment's dialog on top; closing it comes back to the list.
  const { id: openId } = useParams();
  const navigate = useNavigate();
  // The list's filters, sort and page (?…) go with the dialog's address and come back on closing it.
  const { search: listSearch } = useLocation();
  const { scope, changeScope, offset, setOffset } = useListScope(pageSize);
  const { sort, onSort } = useListSort<AdjustmentSortColumn>({ orderBy: 'createdAt', sortOrder: 'desc' }, adjustmentSortColumns);
  const adjustments = useAdjustments({ scope, ...sort, offset, limit: pageSize });
  const deleteAdjustment = useDeleteAdjustment();
  const deletingId = deleteAdjustment.isPending ? deleteAdjustment.variables.id : null;

  return (
    <ListPage
      filters={
        <ScopeFilters
          value={scope}
          onChange={changeScope}
          label="Order adjustments to show"
          mine="My Adjustments"
          team="Team Adjustments"
          busy={adjustments.isFetching}
        />
      }
      list={adjustments}
      noun="order adjustments"
      offset={offset}
      pageSize={pageSize}
      onOffset={setOffset}
      table={(items) => (
        <AdjustmentsTable
          rows={items}
          role="requester"
          sort={sort}
          onSort={onSort}
          empty={empty[scope]}
          openPath={(id) => `${listPath}/${id}${listSearch}`}
          phoneExtra={(a) => (
            <Anchor component={Link} to={orderPath(a.order._id)} size="xs" hiddenFrom="sm">
              For order {a.order.portalNumber} · {a.order.orderName}
            </Anchor>
          )}
          actions={(a) => (
            <>
              <Button
                component={Link}
                to={orderPath(a.order._id)}
                size="compact-sm"
                variant="default"
                aria-label={`View order ${a.order.orderName}`}
                visibleFrom="sm"
              >
                View Order
              </Button>
              {deletable(a) && (
                <DeleteAdjustmentButton name={a.description} disabled={deletingId === a._id} onConfirm={() => deleteAdjustment.mutate({ id: a._id })} />
              )}
            </>
          )}
        />
      )}
    >
      {openId && <AdjustmentDialog key={openId} adjustmentId={openId} viewer="requester" onClose={() => void navigate(`${listPath}${listSearch}`)} />}
    </ListPage>
  );
}
