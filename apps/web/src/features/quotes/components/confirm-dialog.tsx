import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Modal } from '../../../shared/ui/modal';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone or costs money. */
  color?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question before an action (delete, order again, a price under cost): Cancel or the action. */
export function ConfirmDialog({ opened, title, children, confirmLabel, color, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
