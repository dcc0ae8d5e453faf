import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { generatePriceSheet, priceSheetPath } from './generate-price-sheet';

afterEach(() => vi.unstubAllGlobals());

const files = { uom: new File(['u'], 'UOM.xlsx'), salesprice: new File(['s'], 'salesprice.xlsx') };

describe('generatePriceSheet (REST, multipart)', () => {
  it('posts both sheets under their exact names with the bearer token and returns the workbook', async () => {
    const user = makeUser({ isAdmin: true, canManageData: true });
    localStorage.setItem('userInfo', JSON.stringify(user));
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(new Blob(['xlsx']), { status: 200, headers: { 'content-disposition': 'attachment; filename="salesprice-sheet.xlsx"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await generatePriceSheet(files);
    expect(result.fileName).toBe('salesprice-sheet.xlsx');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(priceSheetPath);
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${user.token}`);
    const body = init.body as FormData;
    expect([(body.get('uom') as File).name, (body.get('salesprice') as File).name]).toEqual(['uom.xlsx', 'salesprice.xlsx']);
  });

  it("throws the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Only uom.xlsx and salesprice.xlsx are accepted' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await expect(generatePriceSheet(files)).rejects.toThrow('Only uom.xlsx and salesprice.xlsx are accepted');
  });
});
