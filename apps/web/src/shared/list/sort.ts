import { useState } from 'react';

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

/** A list's order and what a header's click does to it; `onChange` follows each click (a list going back to its first page). */
export function useListSort<Column extends string>(initial: SortState<Column>, onChange?: () => void) {
  const [sort, setSort] = useState(initial);
  const onSort = (column: Column) => {
    setSort((current) => nextSort(current, column));
    onChange?.();
  };
  return { sort, onSort };
}
