import { Group, Loader, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Spec §9: the dealer filter applies 1 second after typing stops. */
const dealerFilterDelayMs = 1000;

/**
 * An administrator's list state: the page offset and the two filters. `query` holds the filters
 * set (the dealer name once typing stops); a change of either starts again at the first page.
 */
export function useStatusDealerFilters<S extends string>() {
  const [status, setStatus] = useState<S | null>(null);
  const [dealer, setDealer] = useState('');
  const [filter] = useDebouncedValue(dealer.trim(), dealerFilterDelayMs);
  const [offset, setOffset] = useState(0);
  return {
    offset,
    setOffset,
    query: { offset, ...(status ? { status } : {}), ...(filter ? { filter } : {}) },
    filtered: status !== null || filter !== '',
    /** What <StatusDealerFilters> shows and changes. */
    fields: {
      status,
      onStatus: (next: S | null) => {
        setStatus(next);
        setOffset(0);
      },
      dealer,
      onDealer: (next: string) => {
        setDealer(next);
        setOffset(0);
      },
    },
  };
}

interface StatusDealerFiltersProps<S extends string> {
  statuses: readonly S[];
  status: S | null;
  onStatus: (status: S | null) => void;
  /** The dealer name as typed. */
  dealer: string;
  onDealer: (dealer: string) => void;
  /** A spinner while the list reloads. */
  busy: boolean;
}

/** An administrator's list filters: by status (All when cleared) and by dealer name. */
export function StatusDealerFilters<S extends string>({ statuses, status, onStatus, dealer, onDealer, busy }: StatusDealerFiltersProps<S>) {
  return (
    <Group align="flex-end">
      <Select
        label="Status"
        placeholder="All"
        data={[...statuses]}
        value={status}
        clearable
        onChange={(value) => onStatus(value as S | null)}
        w={{ base: '100%', sm: 200 }}
      />
      <TextInput label="Dealer name" value={dealer} maxLength={100} onChange={(e) => onDealer(e.currentTarget.value)} w={{ base: '100%', sm: 260 }} />
      {busy && <Loader size="xs" />}
    </Group>
  );
}
