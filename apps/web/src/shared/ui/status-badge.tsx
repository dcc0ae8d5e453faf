import { Badge } from '@mantine/core';

/**
 * A record's status, in mixed case as the statuses are written, and never narrower than its word:
 * a phone's table column shrinks to it, not it to the column (a phone's list once cut 'Closed' to 'CLOS…').
 */
export function StatusBadge({ color, label }: { color: string; label: string }) {
  return (
    <Badge color={color} variant="light" tt="none" miw="max-content">
      {label}
    </Badge>
  );
}
