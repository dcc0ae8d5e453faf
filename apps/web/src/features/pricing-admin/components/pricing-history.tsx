import { Text } from '@mantine/core';
import { ListTable, type ListColumn } from '../../../shared/list/list-table';
import type { PricingChange } from '../pricing-admin-types';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const areaLabels: Record<string, string> = {
  pricingRule: 'Portal pricing',
  customerTier: 'Tier',
  customer: 'Customer tier',
  permission: 'Permission',
  setting: 'Setting',
};

/** Tier ids read better as tier names (a customer's tier change stores ids). */
type Names = ReadonlyMap<string, string>;

function show(value: unknown, names: Names = new Map()): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' && names.has(value)) return names.get(value) as string;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Only the fields that changed, as "field: before → after"; whole values otherwise. */
export function describeChange(before: unknown, after: unknown, names: Names = new Map()): string[] {
  if (before && after && typeof before === 'object' && typeof after === 'object' && !Array.isArray(before) && !Array.isArray(after)) {
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((key) => key !== '_id' && JSON.stringify(b[key]) !== JSON.stringify(a[key]));
    if (keys.length > 0) return keys.map((key) => `${key}: ${show(b[key], names)} → ${show(a[key], names)}`);
  }
  return [`${show(before, names)} → ${show(after, names)}`];
}

/** Recent pricing changes, newest first: who, when, what, before → after. */
export function PricingHistory({ changes, names }: { changes: PricingChange[]; names?: Names }) {
  if (changes.length === 0) return <Text c="dimmed">No changes yet.</Text>;
  const columns: ListColumn<PricingChange>[] = [
    { label: 'When', cell: (change) => when.format(new Date(change.at)) },
    { label: 'Who', cell: (change) => change.actorName },
    {
      label: 'What',
      cell: (change) => (
        <>
          <Text size="sm">{change.entity}</Text>
          <Text size="xs" c="dimmed">
            {areaLabels[change.area] ?? change.area}
          </Text>
        </>
      ),
    },
    {
      label: 'Change',
      cell: (change) =>
        describeChange(change.before, change.after, names).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        )),
    },
  ];
  // Keyboard users scroll the table sideways on phones: it holds nothing focusable, so its viewport takes focus (WCAG 2.1.1).
  return <ListTable rows={changes} columns={columns} empty="No changes yet." minWidth={700} highlightOnHover={false} region="Recent changes" />;
}
