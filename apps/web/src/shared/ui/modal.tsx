import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * The portal's dialogs. Mantine's every open modal listens for Escape on the window, so one Escape
 * closed a dialog and the one it was opened over (an evidence photo and its adjustment, a
 * confirmation and its order). Here the open dialogs form a stack, and only the top one closes.
 */
export function Modal(props: ModalProps) {
  const onTop = useOnTop(props.opened);
  return <MantineModal {...props} closeOnEscape={(props.closeOnEscape ?? true) && onTop} />;
}

const openDialogs: string[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const changed = () => listeners.forEach((listener) => listener());

/** Whether this dialog is the last one opened of those still open. */
function useOnTop(opened: boolean): boolean {
  const id = useId();
  useEffect(() => {
    if (!opened) return;
    openDialogs.push(id);
    changed();
    return () => {
      const at = openDialogs.lastIndexOf(id);
      if (at >= 0) openDialogs.splice(at, 1);
      changed();
    };
  }, [opened, id]);
  return useSyncExternalStore(subscribe, () => openDialogs.at(-1) === id);
}
