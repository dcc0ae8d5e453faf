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
