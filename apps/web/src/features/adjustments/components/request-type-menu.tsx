import { Button, Group, Menu, Text } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useDisclosure } from '@mantine/hooks';

interface Props {
  /** The issue has a saved request, or a warranty being filed. */
  requested: boolean;
  /** Requests may be added here (editing rules, and not hidden by a Complete Unit / component request). */
  canAdd: boolean;
  canRemove: boolean;
  busy: boolean;
  onAdd: (type: 'Warranty' | 'Reorder') => void;
  onRemove: () => void;
}

/** 'Add Request +' (Warranty or Reorder) while there is none; Remove request, confirmed, once there is. */
export function RequestTypeMenu({ requested, canAdd, canRemove, busy, onAdd, onRemove }: Props) {
  const [confirming, confirm] = useDisclosure(false);
  if (!requested) {
    if (!canAdd) return null;
    // In a portal (Mantine's default): inside the card, the dropdown was cut off by the dialog's scrolling body on a
    // phone, and a tap on Reorder or Warranty could land on the Add Request + button beneath it (the adjustments journey).
    return (
      <Menu position="bottom-end">
        <Menu.Target>
          <Button size="xs" variant="light" loading={busy}>
            Add Request +
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onAdd('Warranty')}>Warranty</Menu.Item>
          <Menu.Item onClick={() => onAdd('Reorder')}>Reorder</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }
  if (!canRemove) return null;
  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={confirm.open} loading={busy}>
        Remove request
      </Button>
      <Modal opened={confirming} onClose={confirm.close} title="Remove request?" centered>
        <Text>This removes the request with its reason, changes and images. Are you sure you want to proceed?</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              confirm.close();
              onRemove();
            }}
          >
            Remove request
          </Button>
        </Group>
      </Modal>
    </>
  );
}
