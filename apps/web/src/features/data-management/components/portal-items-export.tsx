import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';
import { downloadBlob, xlsxType } from '../../../shared/api/download-blob';
import type { PortalItemRow } from '../portal-items-workbook';

/** Portal Items Export: the items as the portal prices them, as a workbook built in the browser. */
/** Builds the workbook of the rows (its code loaded when first asked for) and saves it as today's file. */
async function downloadPortalItems(rows: PortalItemRow[]) {
  const { buildPortalItemsWorkbook } = await import('../portal-items-workbook');
  const buffer = await buildPortalItemsWorkbook(rows).xlsx.writeBuffer();
  const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  downloadBlob(new Blob([buffer], { type: xlsxType }), `${date}_portal_items.xlsx`);
}

export function PortalItemsExport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const onExport = () => {
    setBusy(true);
    return queryClient
      .fetchQuery({ ...trpc.dataManagement.portalItems.queryOptions(), staleTime: 0 })
      .then(downloadPortalItems)
      .catch((error: unknown) => notifications.show({ color: 'red', title: 'Portal items not exported.', message: errorMessage(error), autoClose: 5000 }))
      .finally(() => setBusy(false));
  };

  return (
    <Card withBorder padding="md">
      <Group justify="space-between">
        <Stack gap={0}>
          <Text fw={600}>Portal Items Export</Text>
          <Text size="sm" c="dimmed">
            Every portal item with its attributes and USD and CAD prices, as an Excel workbook.
          </Text>
        </Stack>
        <Button onClick={() => void onExport()} loading={busy}>
          Export Portal Items
        </Button>
      </Group>
    </Card>
  );
}
