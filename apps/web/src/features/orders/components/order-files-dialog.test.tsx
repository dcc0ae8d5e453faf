import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderViewer } from '@portal/domain/orders/order-actions';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { FakeXhr, fileLists, makeFileItem } from '../../../test/fake-files-api';
import { makeOrder } from '../../../test/order-factory';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { OrderFilesButton } from './order-files-dialog';

afterEach(() => vi.unstubAllGlobals());

const order = makeOrder({ orderName: 'Deck' });
const owner: OrderViewer = { userId: order.user!, isAdmin: false, customerId: 'C0001' };
const teammate: OrderViewer = { userId: '00000000-0000-4000-8000-000000000099', isAdmin: false, customerId: 'C0001' };
const staff: OrderViewer = { userId: '', isAdmin: true, customerId: null };
const listPath = `orders/${order._id}`;
const drawing = makeFileItem(`${order._id}/55555555-5555-4555-8555-555555555555-drawing.pdf`);

/** `lists`: files.list answers by folder (test/fake-files-api.ts); `procedures`: the other files calls. */
function openDialog(viewer: OrderViewer, lists: Parameters<typeof fileLists>[0] = {}, procedures: Parameters<typeof fakeApi>[0] = {}) {
  writeSession(makeUser());
  const requests = fakeApi({ 'files.list': fileLists({ [listPath]: () => ({ items: [drawing] }), ...lists }), ...procedures });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <TestEnv>
            <OrderFilesButton order={order} viewer={viewer} />
          </TestEnv>
        ),
      },
    ],
    '/',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Files of Deck' }));
  return requests;
}

describe('Order file manager (issue 18)', () => {
  it('lets the team read the files (open, download) without upload or delete', async () => {
    openDialog(teammate);
    const dialog = screen.getByRole('dialog');
    const link = await within(dialog).findByRole('link', { name: 'drawing.pdf' });
    expect(link.getAttribute('href')).toBe(drawing.signedUrl);
    expect(within(dialog).getByRole('link', { name: 'Download drawing.pdf' }).getAttribute('download')).toBe('drawing.pdf');
    expect(within(dialog).getByRole('link', { name: 'Download drawing.pdf' }).getAttribute('href')).toBe(drawing.downloadUrl);
    expect(within(dialog).queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete drawing.pdf' })).toBeNull();
  });

  it('lets the owner upload with progress into the order’s folder and reads the list again', async () => {
    FakeXhr.install();
    let listed = 0;
    openDialog(owner, {
      [listPath]: () => (
        (listed += 1),
        { items: listed > 1 ? [drawing, makeFileItem(`${order._id}/66666666-6666-4666-8666-666666666666-photo.png`)] : [drawing] }
      ),
    });
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('drawing.pdf');
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(FakeXhr.last!.url).toBe(`/api/files/orders/${order._id}`);
    act(() => FakeXhr.last!.progress(3, 4));
    expect(within(dialog).getByText('Uploading… 75%').isConnected).toBe(true);
    act(() => FakeXhr.last!.respond(201, { uploadedFiles: [] }));
    expect((await within(dialog).findByRole('link', { name: 'photo.png' })).isConnected).toBe(true);
    expect(listed).toBe(2);
  });

  it('shows the owner a refusal in the server’s words', async () => {
    FakeXhr.install();
    openDialog(owner);
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('drawing.pdf');
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [new File(['<html>'], 'page.png')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    act(() => FakeXhr.last!.respond(400, { message: "page.png: only PDF, GIF, JPEG or PNG files can be uploaded here (checked by the file's content)" }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('page.png: only PDF, GIF, JPEG or PNG files');
  });

  it('lets an administrator delete after a confirmation; the list is read again', async () => {
    let listed = 0;
    const requests = openDialog(
      staff,
      { [listPath]: () => ((listed += 1), { items: listed > 1 ? [] : [drawing] }) },
      { 'files.remove': () => ({ message: 'drawing.pdf deleted' }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete drawing.pdf' }));
    const confirm = screen.getAllByRole('dialog').at(-1)!;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByText('This order has no files yet.')).isConnected).toBe(true);
    await waitFor(() =>
      expect(requests.filter((r) => r.path === 'files.remove').map((r) => r.input)).toEqual([
        { bucket: 'orders', path: [order._id, '55555555-5555-4555-8555-555555555555-drawing.pdf'] },
      ]),
    );
  });
});
