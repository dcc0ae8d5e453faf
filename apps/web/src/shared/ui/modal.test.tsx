import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render-with-providers';
import { Modal } from './modal';

/** An adjustment's dialog with an evidence photo opened over it. */
function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Modal opened={outer} onClose={() => setOuter(false)} title="Order Adjustment">
      <Button onClick={() => setInner(true)}>Open photo</Button>
      <Modal opened={inner} onClose={() => setInner(false)} title="bar-left.png">
        <Button>Next</Button>
      </Modal>
    </Modal>
  );
}

describe('Modal: dialogs opened over dialogs', () => {
  it('Escape closes only the dialog on top; the next Escape the one beneath', async () => {
    renderWithMantine(<Nested />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open photo' }));
    const photo = await screen.findByRole('dialog', { name: 'bar-left.png' });
    fireEvent.keyDown(photo, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'bar-left.png' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Order Adjustment' }).isConnected).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Order Adjustment' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order Adjustment' })).toBeNull());
  });
});
