import { isHiddenVideoKey } from '@portal/domain/files/upload-rules';

/** Items grouped by a label, groups by name ('Other' for what has none, last), items by name. */
export function groupBy<T extends { name: string }>(items: readonly T[], groupOf: (item: T) => string, query = ''): { group: string; items: T[] }[] {
  const q = query.trim().toLowerCase();
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groupOf(item) || 'Other';
    if (q && !item.name.toLowerCase().includes(q) && !group.toLowerCase().includes(q)) continue;
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
  return [...groups]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : byName(a, b)))
    .map(([group, members]) => ({ group, items: members.sort((a, b) => byName(a.name, b.name)) }));
}

/** Ends the group of a folder dealers never see (a top-level Sales folder, shown to administrators only). */
export const staffOnlyMark = ' (staff only)';

/**
 * A video's group: its sub-folder under Training ('Training/Install/x.mp4' → 'Install'); other
 * folders by their path, and a top-level Sales folder an administrator sees marked staff only, so
 * it never merges with, or looks like, the dealers' Training/Sales.
 */
export function videoGroupOf(key: string): string {
  const folders = key.split('/').slice(0, -1);
  if (folders[0] === 'Training') return folders.length > 1 ? folders.slice(1).join(' / ') : 'Training';
  return isHiddenVideoKey(key, false) ? `${folders.join(' / ')}${staffOnlyMark}` : folders.join(' / ');
}
