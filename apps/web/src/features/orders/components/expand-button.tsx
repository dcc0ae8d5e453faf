import { ActionIcon } from '@mantine/core';

export function ExpandButton({ expanded, label, onToggle }: { expanded: boolean; label: string; onToggle: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray" onClick={onToggle} aria-expanded={expanded} aria-label={`${expanded ? 'Hide' : 'Show'} details of ${label}`}>
      <span aria-hidden>{expanded ? '▾' : '▸'}</span>
    </ActionIcon>
  );
}
