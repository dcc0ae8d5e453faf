import { Group, Pagination, Text } from '@mantine/core';

interface ListFooterProps {
  offset: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  count: number;
  /** What the list holds, in the plural: "1–20 of 42 {noun}". */
  noun: string;
  onOffset: (offset: number) => void;
}

/** Offset paging: the page picker and "first–last of total". */
export function ListFooter({ offset, pageSize, total, count, noun, onOffset }: ListFooterProps) {
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
