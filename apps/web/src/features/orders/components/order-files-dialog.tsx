import { Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useDisclosure } from '@mantine/hooks';
import { relationTo, subjectOfView, type OrderViewer } from '@portal/domain/orders/order-actions';
import type { OrderView } from '@portal/domain/orders/order-view';
import { errorMessage } from '../../../shared/api/api-error';
import { uploadFiles } from '../../../shared/api/rest-files';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { FileUpload } from '../../../shared/ui/file-upload';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { useDeleteOrderFile, useOrderFiles, useReloadOrderFiles } from '../api/use-order-files';
import { displayOrderName } from '../order-format';

/** Issue 18: the order's dealer and team read its files; its owner and administrators also write. */
export function canWriteOrderFiles(viewer: OrderViewer, order: OrderView): boolean {
  const relation = relationTo(viewer, subjectOfView(order));
  return relation === 'owner' || relation === 'admin';
}

function OrderFiles({ order, canWrite }: { order: OrderView; canWrite: boolean }) {
  const reload = useReloadOrderFiles(order._id);
  const files = useOrderFiles(order._id, true);
  const remove = useDeleteOrderFile(order._id);
  return (
    <Stack gap="md">
      {canWrite && (
        <FileUpload
          upload={(chosen, onProgress) => uploadFiles('orders', [order._id], chosen, onProgress)}
          onUploaded={() => void reload()}
          accept="application/pdf,image/gif,image/jpeg,image/png"
          hint="PDF or images (GIF, JPEG, PNG), up to 10 MB each and 20 MB in one upload."
        />
      )}
      {files.isPending && <Loader size="sm" aria-label="Loading files" />}
      {files.isError && <Text c="red">{errorMessage(files.error)}</Text>}
      {files.isSuccess && files.data.length === 0 && <Text c="dimmed">This order has no files yet.</Text>}
      {files.isSuccess && files.data.length > 0 && (
        <Table verticalSpacing={4} aria-label="Order files">
          <Table.Tbody>
            {files.data.map((file) => (
              <Table.Tr key={file.key}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor href={file.signedUrl} target="_blank" rel="noreferrer" size="sm">
                    {file.name}
                  </Anchor>
                </Table.Td>
                <Table.Td w={1}>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button component="a" href={file.downloadUrl} download={file.name} size="compact-xs" variant="subtle" aria-label={`Download ${file.name}`}>
                      Download
                    </Button>
                    {canWrite && (
                      <ConfirmDeleteButton
                        label={file.name}
                        title="Delete file"
                        message={`Delete ${file.name} from this order?`}
                        disabled={remove.isPending}
                        onConfirm={() => remove.mutate(file.key)}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** The 'Files' action of an order row and its file manager dialog. */
export function OrderFilesButton({ order, viewer, visibleFrom }: { order: OrderView; viewer: OrderViewer; visibleFrom?: 'sm' }) {
  const [opened, dialog] = useDisclosure(false);
  const phone = usePhoneDialog();
  return (
    <>
      <Button size="compact-sm" variant="default" onClick={dialog.open} aria-label={`Files of ${order.orderName}`} visibleFrom={visibleFrom}>
        Files
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={`Files · ${displayOrderName(order.orderName)}`} size="lg" fullScreen={phone}>
        {opened && <OrderFiles order={order} canWrite={canWriteOrderFiles(viewer, order)} />}
      </Modal>
    </>
  );
}
