import { Button, Group, Text } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';

interface Props {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asked before the cart drops lines that were never saved (Clear Cart, New Order, close, another order). */
export function DiscardDialog({ opened, onKeep, onDiscard }: Props) {
  return (
    <Modal opened={opened} onClose={onKeep} title="Discard unsaved changes?" centered>
      <Text size="sm">The cart holds lines or changes that were never saved. If you continue they are lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep}>
          Keep editing
        </Button>
        <Button color="red" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Modal>
  );
}
