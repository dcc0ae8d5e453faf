import { Group, Loader, Radio, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { oneOf, offsetOf, pageChange, useListParams } from '../list/list-params';
import { useShownChoice } from '../list/shown-choice';
import { listSearchMaxLength } from '@portal/domain/paging/list-search';

/** A dealer's lists show their own records or their team's (the dealers of their customer). */
export type Scope = 'mine' | 'team';
const scopes = ['mine', 'team'] as const;

/**
 * A dealer's list starts at their own records; ?scope=team keeps the team's, ?page= the page (in
 * the address: Back, a reload and a shared link keep them). Another scope starts at the first page.
 */
export function useListScope(pageSize: number) {
  const { params, update } = useListParams();
  const scope = oneOf(params.get('scope'), scopes, 'mine');
  const changeScope = (next: Scope) => update({ scope: next === 'mine' ? null : next, page: null });
  return { scope, changeScope, offset: offsetOf(params, pageSize), setOffset: (offset: number) => update(pageChange(offset, pageSize)) };
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
  const [shown, show] = useShownChoice(value);
  const choose = (next: Scope) => {
    show(next);
    onChange(next);
  };
  return (
    <Radio.Group value={shown} onChange={(next) => choose(next as Scope)} aria-label={label}>
      <Group>
        <Radio value="mine" label={mine} />
        <Radio value="team" label={team} />
      </Group>
    </Radio.Group>
  );
}

/** A dealer list's search box: its text as typed (the list applies it once typing stops, as ?q=). */
export interface ScopeSearch {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

interface ScopeFiltersProps extends ScopeRadioProps {
  /** A spinner while the list reloads. */
  busy: boolean;
  /** The list's search box, beside the choice of mine or my team's. */
  search?: ScopeSearch | undefined;
  /** The page's buttons at the right end (New Ticket, New Warranty). */
  children?: ReactNode;
}

/** A dealer list's filters: mine or my team's, the search box, the reload spinner, the page's buttons. */
export function ScopeFilters({ busy, search, children, ...radio }: ScopeFiltersProps) {
  const spinner = busy && <Loader size="xs" />;
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end" gap="md">
        <ScopeRadio {...radio} />
        {search && (
          <TextInput
            label={search.label}
            placeholder={search.placeholder}
            type="search"
            value={search.value}
            maxLength={listSearchMaxLength}
            onChange={(e) => search.onChange(e.currentTarget.value)}
            w={{ base: '100%', xs: 260 }}
          />
        )}
      </Group>
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
