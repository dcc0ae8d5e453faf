import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { Modal } from './modal';
import { useDisclosure } from '@mantine/hooks';

function TrashIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />
    </svg>
  );
}

interface Props {
  /** What the button deletes, for its accessible name: "Delete {label}". */
  label: string;
  /** Tooltip and modal title, e.g. "Delete user". */
  title: string;
  /** The confirmation question. */
  message: string;
  disabled: boolean;
  onConfirm: () => void;
}

/** A trash action that asks before deleting (users, orders). */
export function ConfirmDeleteButton({ label, title, message, disabled, onConfirm }: Props) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Tooltip label={title}>
        <ActionIcon variant="subtle" color="red" onClick={modal.open} disabled={disabled} aria-label={`Delete ${label}`}>
          <TrashIcon />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={modal.close} title={title} centered>
        <Text>{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={modal.close}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              modal.close();
              onConfirm();
            }}
          >
            Delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}
