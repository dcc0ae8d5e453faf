import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { PriceSheetGenerator } from './price-sheet-generator';

function renderGenerator(generate = vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'price-sheet.xlsx' }))) {
  const { container } = renderWithMantine(
    <TestEnv>
      <PriceSheetGenerator generate={generate} />
    </TestEnv>,
  );
  const [uom, salesprice] = Array.from(container.querySelectorAll('input[type="file"]')) as HTMLInputElement[];
  return { generate, uom: uom as HTMLInputElement, salesprice: salesprice as HTMLInputElement };
}

const xlsx = (name: string) => new File(['sheet'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const generateButton = () => screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement;

describe('Price sheet generator (spec §5: only uom.xlsx and salesprice.xlsx)', () => {
  it('refuses any other file name and keeps Generate disabled', async () => {
    const { uom, salesprice } = renderGenerator();
    fireEvent.change(uom, { target: { files: [xlsx('prices.xlsx')] } });
    expect((await screen.findByText('Only uom.xlsx and salesprice.xlsx are accepted')).isConnected).toBe(true);
    fireEvent.change(salesprice, { target: { files: [xlsx('salesprice.xlsx')] } });
    expect(generateButton().disabled).toBe(true);
  });

  it('sends the two sheets when both are right, and shows the server message on refusal', async () => {
    const generate = vi.fn(async () => Promise.reject(new Error('uom.xlsx has no column Item No.')));
    const { uom, salesprice } = renderGenerator(generate);
    fireEvent.change(uom, { target: { files: [xlsx('UOM.xlsx')] } });
    fireEvent.change(salesprice, { target: { files: [xlsx('salesprice.xlsx')] } });
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    fireEvent.click(generateButton());
    expect((await screen.findByText('uom.xlsx has no column Item No.')).isConnected).toBe(true);
    const [[files]] = generate.mock.calls as unknown as [[{ uom: File; salesprice: File }]];
    expect([files.uom.name, files.salesprice.name]).toEqual(['UOM.xlsx', 'salesprice.xlsx']);
  });
});
