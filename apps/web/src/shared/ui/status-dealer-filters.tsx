import { Group, Loader, Select, TextInput } from '@mantine/core';
import { oneOf, offsetOf, pageChange, useListParams, useListSearch } from '../list/list-params';

/**
 * An administrator's list state, in the address: ?status=, ?q= (the dealer or person name, applied
 * 1 second after typing stops) and ?page=. `query` holds the filters set; a change of either
 * starts again at the first page.
 */
export function useStatusDealerFilters<S extends string>(statuses: readonly S[], pageSize: number) {
  const { params, update } = useListParams();
  const status = oneOf(params.get('status'), statuses, null);
  const search = useListSearch();
  const offset = offsetOf(params, pageSize);
  const filter = search.q;
  return {
    offset,
    setOffset: (next: number) => update(pageChange(next, pageSize)),
    query: { offset, ...(status ? { status } : {}), ...(filter ? { filter } : {}) },
    filtered: status !== null || filter !== '',
    /** What <StatusDealerFilters> shows and changes. */
    fields: {
      status,
      onStatus: (next: S | null) => update({ status: next, page: null }),
      dealer: search.typed,
      onDealer: search.setTyped,
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

/** An administrator's list filters: by status (All when cleared) and by dealer or person name. */
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
      <TextInput
        label="Dealer name"
        placeholder="Dealer or person"
        value={dealer}
        maxLength={100}
        onChange={(e) => onDealer(e.currentTarget.value)}
        w={{ base: '100%', sm: 260 }}
      />
      {busy && <Loader size="xs" />}
    </Group>
  );
}
