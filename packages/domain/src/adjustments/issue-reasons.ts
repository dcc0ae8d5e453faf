import type { ItemType } from './issue-types';

/**
 * The reasons offered per kind and request type (§3 Issue reasons). The dealer may also type
 * their own (§5), so these are suggestions, not the only values a description may hold.
 */
export const warrantyReasons: Record<ItemType, readonly string[]> = {
  Screen: ['Product Arrived Damaged', 'Received Incorrect Size', 'Slope', 'Color', 'Screen Material Defects (knots, clarity, lines, streaks, zipper)', 'Other'],
  Roof: ['Damaged', 'Incorrect Quantity', 'Size', 'Color', 'Coating Finish Defects', 'Other'],
  Part: ['Damaged', 'Incorrect Quantity', 'Color', 'Type', 'Coating Finish Defects', 'Other'],
};

export const reorderReasons: readonly string[] = ['Ordering Error', 'New Purchase', 'Other'];

export function issueReasonsFor(kind: ItemType, requestType: 'Warranty' | 'Reorder'): readonly string[] {
  return requestType === 'Warranty' ? warrantyReasons[kind] : reorderReasons;
}

/** §5 helper texts of the reason field, word for word. */
export const reasonHelperTexts = {
  warranty: 'Required field. Select an option or type your own and confirm with the Enter key.',
  other: 'Please type your own description and confirm with the Enter key.',
  reorder: 'Press Enter after typing your own.',
} as const;
