import { Group, Loader, Radio } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** A dealer's lists show their own records or their team's (the dealers of their customer). */
export type Scope = 'mine' | 'team';

/** A dealer's list starts at their own records; another scope starts again at the first page. */
export function useListScope() {
  const [scope, setScope] = useState<Scope>('mine');
  const [offset, setOffset] = useState(0);
  const changeScope = (next: Scope) => {
    setScope(next);
    setOffset(0);
  };
  return { scope, changeScope, offset, setOffset };
}

interface ScopeRadioProps {
  value: Scope;
  onChange: (scope: Scope) => void;
  /** The group's name for a screen reader, e.g. "Orders to show". */
  label: string;
  mine: string;
  team: string;
}

function ScopeRadio({ value, onChange, label, mine, team }: ScopeRadioProps) {
  return (
    <Radio.Group value={value} onChange={(next) => onChange(next as Scope)} aria-label={label}>
      <Group>
        <Radio value="mine" label={mine} />
        <Radio value="team" label={team} />
      </Group>
    </Radio.Group>
  );
}

interface ScopeFiltersProps extends ScopeRadioProps {
  /** A spinner while the list reloads. */
  busy: boolean;
  /** The page's buttons at the right end (New Ticket, New Warranty). */
  children?: ReactNode;
}

/** A dealer list's filters: mine or my team's, the reload spinner, the page's buttons. */
export function ScopeFilters({ busy, children, ...radio }: ScopeFiltersProps) {
  const spinner = busy && <Loader size="xs" />;
  return (
    <Group justify="space-between">
      <ScopeRadio {...radio} />
      {children ? (
        <Group gap="xs">
          {spinner}
          {children}
        </Group>
      ) : (
        spinner
      )}
    </Group>
  );
}
