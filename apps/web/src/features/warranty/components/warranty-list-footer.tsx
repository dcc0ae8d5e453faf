import { Group, Pagination, Text } from '@mantine/core';

/** Offset paging: the page picker and "first–last of total". */
export function WarrantyListFooter({ offset, pageSize, total, count, onOffset }: { offset: number; pageSize: number; total: number; count: number; onOffset: (offset: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.floor(offset / pageSize) + 1;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {total > 0 && `${offset + 1}–${offset + count} of ${total} warranty requests`}
      </Text>
      {pages > 1 && <Pagination total={pages} value={page} onChange={(next) => onOffset((next - 1) * pageSize)} />}
    </Group>
  );
}
