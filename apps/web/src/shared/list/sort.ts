import { oneOf, useListParams } from './list-params';

export type SortOrder = 'asc' | 'desc';
export interface SortState<Column extends string> {
  orderBy: Column;
  sortOrder: SortOrder;
}

/** Spec §2: clicking the active column toggles its direction; a new column starts ascending. */
export function nextSort<Column extends string>(current: SortState<Column>, column: Column): SortState<Column> {
  if (current.orderBy === column) return { orderBy: column, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
  return { orderBy: column, sortOrder: 'asc' };
}

const orders = ['asc', 'desc'] as const;

/**
 * A list's order, kept in ?sort= and ?dir= (none for the list's own order), and what a header's
 * click does to it: a new order starts again at the first page. `columns` are the ones the server
 * sorts by: a link naming another falls back to the list's own order.
 */
export function useListSort<Column extends string>(initial: SortState<Column>, columns: readonly Column[]) {
  const { params, update } = useListParams();
  const orderBy = oneOf(params.get('sort'), columns, null);
  const sort: SortState<Column> = orderBy ? { orderBy, sortOrder: oneOf(params.get('dir'), orders, 'asc') } : initial;
  const onSort = (column: Column) => {
    const next = nextSort(sort, column);
    const isInitial = next.orderBy === initial.orderBy && next.sortOrder === initial.sortOrder;
    update({ sort: isInitial ? null : next.orderBy, dir: isInitial ? null : next.sortOrder, page: null });
  };
  return { sort, onSort };
}
