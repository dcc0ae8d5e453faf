import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { orderLimitMessages } from '@portal/domain/limits/order-limits';
import { buildPortalItems } from '@portal/domain/pricing/parts/portal-items';
import { priceQuickEntry } from '@portal/domain/quick-entry/quick-entry';
import { readQuickEntryLines } from '@portal/domain/quick-entry/quick-entry-lines';
import { quickEntrySample } from '@portal/domain/quick-entry/quick-entry-sample';
import { quickEntryMessages } from '@portal/domain/quick-entry/quick-entry-schemas';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { renderDealerStore, storeShell } from '../pages/store-page-test-kit';
import { PartsTab } from './parts-tab';

afterEach(() => vi.unstubAllGlobals());

const ctx = sampleContext();
/** The server's answer, from the domain function it calls (the sample catalog, USD, no tier). */
const answer = (input: unknown) => priceQuickEntry(ctx, readQuickEntryLines((input as { lines: string }).lines), { maxQuantity: 1000 });

function renderTab(cart: { room?: number; maxLines?: number; addRefusal?: string; disabled?: boolean } = {}) {
  const onAddLines = vi.fn();
  const calls = fakeApi({ 'quickEntry.price': answer });
  const element = (
    <>
      <Notifications />
      <PartsTab
        ctx={ctx}
        priceGroup="USD"
        disabled={cart.disabled ?? false}
        onAdd={vi.fn()}
        addRefusal={cart.addRefusal ?? null}
        quickEntry={{ room: cart.room ?? 150, maxLines: cart.maxLines ?? 150, onAddLines }}
      />
    </>
  );
  const { container } = renderRoutes([{ path: '/', element }], '/');
  const box = screen.getByRole('textbox', { name: 'Lines' }) as HTMLTextAreaElement;
  const paste = (text: string) => fireEvent.change(box, { target: { value: text } });
  const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add lines' }));
  return { onAddLines, calls, box, paste, add, container };
}

const pasted = ['item number,quantity', 'PT-RMT-5-WHT,3', 'PT-NOPE-1,2', 'Handheld Remote,1,Channels=5;Colour=White', 'Screw Pack,4', 'pt-rmt-5-wht,2'].join(
  '\n',
);

describe('Quick entry on the Parts tab (issue 32)', () => {
  it('sends the pasted lines, adds every line the server added to the cart at once, and lists the rest with their reasons', async () => {
    const { onAddLines, calls, box, paste, add } = renderTab();
    paste(pasted);
    add();
    expect((await screen.findByText('2 lines added to cart')).isConnected).toBe(true);
    expect(calls.filter((c) => c.path === 'quickEntry.price').map((c) => c.input)).toEqual([{ lines: pasted }]);
    expect(onAddLines).toHaveBeenCalledTimes(1);
    expect(onAddLines).toHaveBeenCalledWith([
      { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 5 },
      { family: 'Screw Pack', options: {}, quantity: 4 },
    ]);
    const refused = screen.getByRole('alert', { name: '2 lines not added' });
    expect(within(refused).getByText('Line 3 (PT-NOPE-1,2): Item not found: PT-NOPE-1').isConnected).toBe(true);
    expect(
      within(refused).getByText("Line 4 (Handheld Remote,1,Channels=5;Colour=White): Handheld Remote has no option 'Colour': its options are Channels, Color")
        .isConnected,
    ).toBe(true);
    // What was not added stays in the box, to be corrected and added again.
    expect(box.value).toBe('PT-NOPE-1,2\nHandheld Remote,1,Channels=5;Colour=White');
  });

  it('adds no more lines than the cart has room for, and names the others with the reason', async () => {
    const { onAddLines, box, paste, add } = renderTab({ room: 1, maxLines: 3 });
    paste('PT-RMT-5-WHT,3\nPT-SCREW-100,1\nPT-PAINT-BLK,2');
    add();
    expect((await screen.findByText('1 line added to cart')).isConnected).toBe(true);
    expect(onAddLines).toHaveBeenCalledWith([{ family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 }]);
    const refused = screen.getByRole('alert', { name: '2 lines not added' });
    expect(within(refused).getByText(`Line 2 (PT-SCREW-100,1): ${quickEntryMessages.cartFull(3)}`).isConnected).toBe(true);
    expect(within(refused).getByText(`Line 3 (PT-PAINT-BLK,2): ${quickEntryMessages.cartFull(3)}`).isConnected).toBe(true);
    expect(box.value).toBe('PT-SCREW-100,1\nPT-PAINT-BLK,2');
  });

  it('refuses at once, without asking the server, when the cart is full', async () => {
    const full = orderLimitMessages.lines(2, 2);
    const { calls, paste, add, onAddLines } = renderTab({ room: 0, maxLines: 2, addRefusal: full });
    paste('PT-RMT-5-WHT,3');
    add();
    expect((await screen.findByText(full)).isConnected).toBe(true);
    expect(calls.filter((c) => c.path === 'quickEntry.price')).toEqual([]);
    expect(onAddLines).not.toHaveBeenCalled();
  });

  it('reads a chosen CSV file into the box and sends its text', async () => {
    const { box, container, add, calls, onAddLines } = renderTab();
    const csv = 'Item Number,Quantity,Options\r\n"Downspout",2,"Color=Black;Size=4"""\r\n';
    const picker = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File([csv], 'parts.csv', { type: 'text/csv' })] } });
    // The box shows its line ends as line feeds, as a browser's does; the file's text is sent as read.
    await waitFor(() => expect(box.value).toBe(csv.replaceAll('\r\n', '\n')));
    add();
    await waitFor(() => expect(onAddLines).toHaveBeenCalledWith([{ family: 'Downspout', options: { Color: 'Black', Size: '4"' }, quantity: 2 }]));
    expect(calls.find((c) => c.path === 'quickEntry.price')?.input).toEqual({ lines: csv });
    expect(box.value).toBe('');
  });

  it("shows the server's refusal of the whole text, and adds nothing", async () => {
    const onAddLines = vi.fn();
    fakeApi({
      'quickEntry.price': () => {
        throw { code: 'BAD_REQUEST', message: quickEntryMessages.tooMany(501) };
      },
    });
    renderRoutes(
      [{ path: '/', element: <PartsTab ctx={ctx} priceGroup="USD" disabled={false} onAdd={vi.fn()} quickEntry={{ room: 150, maxLines: 150, onAddLines }} /> }],
      '/',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Lines' }), { target: { value: 'PT-SCREW-100,1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add lines' }));
    const alert = await screen.findByRole('alert', { name: 'Nothing added' });
    expect(within(alert).getByText(quickEntryMessages.tooMany(501)).isConnected).toBe(true);
    expect(onAddLines).not.toHaveBeenCalled();
  });

  it('offers nothing to send until there is a line', () => {
    const { paste } = renderTab();
    const button = screen.getByRole('button', { name: 'Add lines' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    paste(' \n ');
    expect(button.disabled).toBe(true);
    paste('PT-SCREW-100,1');
    expect(button.disabled).toBe(false);
  });

  it('takes nothing when the order cannot be changed (a submitted order, another dealer’s)', () => {
    const { box } = renderTab({ disabled: true });
    expect(box.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add lines' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("downloads a sample CSV of the catalog's own parts, made in the browser", async () => {
    renderTab();
    const blobs: Blob[] = [];
    const saved: string[] = [];
    const revoked: string[] = [];
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    // jsdom has no object URLs: the blob is kept, its URL made up, and its revocation (a second later) awaited below.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:sample';
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Download sample' }));
      expect(saved).toEqual(['quick-entry-sample.csv']);
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[0]!);
      });
      expect(text).toBe(quickEntrySample(buildPortalItems(ctx.index)));
      expect(text.split('\n')[0]).toBe('item number,quantity,options');
      await waitFor(() => expect(revoked).toEqual(['blob:sample']));
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke });
    }
  });
});

describe('Quick entry in the store', () => {
  it("puts the added lines in the cart in one go, up to the order's most lines", async () => {
    const calls = renderDealerStore({
      'shell.config': () => ({ ...storeShell, orderLimits: { maxLines: 2, maxQuantity: 40, maxCopies: 100, maxValue: 1_000_000 } }),
      'quickEntry.price': answer,
    });
    await waitFor(() => expect(calls.some((c) => c.path === 'shell.config')).toBe(true));
    fireEvent.click(screen.getByRole('tab', { name: 'Parts & Extras' }));
    // The limits come with shell.config: a part quantity brought down to its 40 says they are here.
    const quantity = within(await screen.findByTestId('part-Handheld Remote')).getByRole('textbox', { name: 'Quantity of Handheld Remote' });
    fireEvent.change(quantity, { target: { value: '500' } });
    await waitFor(() => {
      fireEvent.blur(quantity);
      expect((quantity as HTMLInputElement).value).toBe('40');
    });
    const section = screen.getByRole('region', { name: 'Quick entry' });
    fireEvent.change(within(section).getByRole('textbox', { name: 'Lines' }), { target: { value: 'PT-RMT-5-WHT,3\nPT-SCREW-100,1\nPT-PAINT-BLK,2' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add lines' }));
    expect((await screen.findByText('2 lines added to cart')).isConnected).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Quantity of part 1' }) as HTMLInputElement).value).toBe('3');
    expect((screen.getByRole('textbox', { name: 'Quantity of part 2' }) as HTMLInputElement).value).toBe('1');
    expect(screen.queryByRole('textbox', { name: 'Quantity of part 3' })).toBeNull();
    expect(within(section).getByText(`Line 3 (PT-PAINT-BLK,2): ${quickEntryMessages.cartFull(2)}`).isConnected).toBe(true);
  });
});
