import { Menu, Modal } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render-with-providers';
import { installDialogFocusReturn } from './dialog-focus-return';

/** A dialog rendered only while open, as the store's order and reject dialogs are. */
function MountedWhileOpen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Continue</button>
      {open && (
        <Modal opened onClose={() => setOpen(false)} title="Save or Submit Order">
          <button onClick={() => setOpen(false)}>Cancel</button>
        </Modal>
      )}
    </>
  );
}

/** A dialog opened from a menu item, which goes with its menu. */
function OpenedFromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu>
        <Menu.Target>
          <button>Actions</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen(true)}>Reject</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {open && (
        <Modal opened onClose={() => setOpen(false)} title="Reject Order">
          <button onClick={() => setOpen(false)}>Cancel</button>
        </Modal>
      )}
    </>
  );
}

const fallback = vi.fn();
let uninstall: () => void = () => {};
beforeEach(() => {
  fallback.mockReset();
  uninstall = installDialogFocusReturn(document, fallback);
});
afterEach(() => uninstall());

function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

describe('dialogs give focus back to what opened them (WCAG 2.4.3)', () => {
  it('a dialog rendered only while open: closing it focuses the button that opened it', async () => {
    renderWithMantine(<MountedWhileOpen />);
    const opener = screen.getByRole('button', { name: 'Continue' });
    press(opener);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Save or Submit Order' }).contains(document.activeElement)).toBe(true));
    press(cancel);
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(fallback).not.toHaveBeenCalled();
  });

  it('a dialog opened from a menu item gives focus to the menu’s button, the item being gone', async () => {
    renderWithMantine(<OpenedFromMenu />);
    const actions = screen.getByRole('button', { name: 'Actions' });
    press(actions);
    press(await screen.findByRole('menuitem', { name: 'Reject' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Reject Order' }).contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Reject' })).toBeNull());
    press(cancel);
    await waitFor(() => expect(document.activeElement).toBe(actions));
  });

  it('when what opened the dialog is gone too, the fallback places focus', async () => {
    function Gone() {
      const [open, setOpen] = useState(false);
      return open ? (
        <Modal opened onClose={() => setOpen(false)} title="Delete">
          <button onClick={() => setOpen(false)}>Delete</button>
        </Modal>
      ) : (
        <button onClick={() => setOpen(true)}>Remove row</button>
      );
    }
    renderWithMantine(<Gone />);
    press(screen.getByRole('button', { name: 'Remove row' }));
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    await waitFor(() => expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull());
    press(confirm);
    await waitFor(() => expect(fallback).toHaveBeenCalledTimes(1));
  });
});
