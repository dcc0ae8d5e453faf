import { Alert, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/api-error';

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { items: T[]; total: number } | undefined;
}

interface ListPaging {
  /** What the list holds, in the plural: "1–20 of 42 {noun}", "Could not fetch {noun}." */
  noun: string;
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
}

interface ListPageProps<T> extends ListPaging {
  /** What stands above the table: the filters (with the page's reload spinner), counts, a hint. */
  filters: ReactNode;
  /** The page's query of its list (one page of rows and the total). */
  list: ListQuery<T>;
  /** The page's table of its rows. */
  table: (items: T[]) => ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
}

/** Spec §2 list pages: the filters, the table (a spinner while it loads, an alert if it cannot), the pager, the dialogs. */
export function ListPage<T>({ filters, list, table, children, ...paging }: ListPageProps<T>) {
  return (
    <Stack>
      {filters}
      {list.isError && (
        <Alert color="red" title={`Could not fetch ${paging.noun}.`}>
          {errorMessage(list.error)}
        </Alert>
      )}
      {list.isPending && <Loader />}
      {list.data && (
        <>
          {table(list.data.items)}
          <ListFooter {...paging} total={list.data.total} count={list.data.items.length} />
        </>
      )}
      {children}
    </Stack>
  );
}

/** Offset paging: the page picker and "first–last of total". */
function ListFooter({ offset, pageSize, total, count, noun, onOffset }: ListPaging & { total: number; count: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.floor(offset / pageSize) + 1;
  return (
    <Group justify="space-between">
      {/* An empty list says so in the table itself. */}
      <Text size="sm" c="dimmed">
        {total > 0 && `${offset + 1}–${offset + count} of ${total} ${noun}`}
      </Text>
      {pages > 1 && <Pagination total={pages} value={page} onChange={(next) => onOffset((next - 1) * pageSize)} />}
    </Group>
  );
}
