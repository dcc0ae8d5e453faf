import type { AdjustmentSort, AdjustmentSortColumn } from '../components/adjustments-table';

/** Clicking the active column toggles its direction; a new column starts ascending (as the order lists do). */
export function nextAdjustmentSort(current: AdjustmentSort, column: AdjustmentSortColumn): AdjustmentSort {
  if (current.orderBy === column) return { orderBy: column, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
  return { orderBy: column, sortOrder: 'asc' };
}
