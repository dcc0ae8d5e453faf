import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney } from '@portal/domain/money/money';
import { errorMessage } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';
import { useOrderInvoices } from '../api/use-order-invoices';

/** The invoices the ERP posted for an order, each with its PDF (streamed through the portal, never a link into the ERP). */
export function OrderInvoices({ orderId }: { orderId: string }) {
  const invoices = useOrderInvoices(orderId);
  const download = (id: string, number: string) =>
    downloadFile(`/api/orders/${orderId}/invoices/${encodeURIComponent(id)}/pdf`, `Invoice ${number}.pdf`).catch((error: unknown) =>
      notifications.show({ color: 'red', message: `Could not download invoice ${number}: ${errorMessage(error)}` }),
    );
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Invoices
      </Text>
      {invoices.isPending && <Loader size="xs" />}
      {invoices.isError && (
        <Text size="sm" c="red">
          Could not load the invoices: {errorMessage(invoices.error)}
        </Text>
      )}
      {invoices.data && invoices.data.items.length === 0 && <Text size="sm">None yet</Text>}
      {invoices.data && invoices.data.items.length > 0 && (
        <Stack gap={2}>
          {invoices.data.items.map((i) => (
            <Group key={i.id} gap="xs" wrap="nowrap">
              <Text size="sm">
                {i.number} · {i.invoiceDate} · {formatMoney(i.totalCents, i.currency === 'CAD' ? 'CAD' : 'USD')}
              </Text>
              <Button size="compact-xs" variant="light" onClick={() => void download(i.id, i.number)} aria-label={`PDF of invoice ${i.number}`}>
                PDF
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </div>
  );
}
