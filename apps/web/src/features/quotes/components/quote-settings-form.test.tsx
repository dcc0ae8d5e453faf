import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { QuotesPage } from '../pages/quotes-page';
import { fakeQuotesApi, fieldRefusal, makeQuoteSettings } from '../quote-test-kit';

afterEach(() => vi.unstubAllGlobals());

function renderSettings(
  saveSettings: (input: unknown) => unknown = (input) => ({ ...makeQuoteSettings(), ...(input as object) }),
  rest?: (path: string, init?: RequestInit) => Response | undefined,
  settings = makeQuoteSettings(),
) {
  writeSession(makeUser({ storeAccess: true }));
  const api = fakeQuotesApi({ 'quotes.settings': () => settings, 'quotes.saveSettings': saveSettings }, rest);
  renderRoutes(
    [
      {
        path: '/quotes/:section?',
        element: (
          <TestEnv>
            <QuotesPage />
          </TestEnv>
        ),
      },
    ],
    '/quotes/settings',
  );
  return api;
}

const markupField = (kind: string) => screen.findByRole('textbox', { name: kind });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

/** The text of the elements that describe a field (its description and its error). */
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Quote settings (issue 31)', () => {
  it('shows each markup with what it makes of a price, and the company block', async () => {
    renderSettings();
    const screens = await markupField('Screens');
    expect((screens as HTMLInputElement).value).toBe('1.35×');
    expect(describedText(screens)).toContain('35 % over cost · 25.9 % margin');
    expect((screen.getByRole('textbox', { name: 'Company name' }) as HTMLInputElement).value).toBe('Acme Screens');
    expect((screen.getByRole('textbox', { name: 'Address' }) as HTMLTextAreaElement).value).toBe('5 Main Street\nSpringfield');
  });

  it('asks before saving a markup below 1×, and only the confirmed send carries allowBelowCost: true', async () => {
    const { inputsOf } = renderSettings();
    await markupField('Roofs');
    save();
    await waitFor(() => expect(inputsOf('quotes.saveSettings')).toHaveLength(1));
    expect(inputsOf('quotes.saveSettings')[0]).not.toHaveProperty('allowBelowCost');

    fireEvent.change(await markupField('Roofs'), { target: { value: '0.9' } });
    expect(describedText(await markupField('Roofs'))).toContain('Sells 10 % under your cost');
    save();
    const ask = await screen.findByRole('dialog', { name: 'Below your cost' });
    expect(ask.textContent).toContain('Roofs at 0.90× sells under your cost. Save anyway?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    save();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Below your cost' })).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(inputsOf('quotes.saveSettings')).toHaveLength(2));
    expect(inputsOf('quotes.saveSettings')[1]).toMatchObject({ markups: { screens: 1.35, roofs: 0.9, parts: 1.5 }, allowBelowCost: true });
  });

  it("shows the server's field errors next to their fields", async () => {
    const belowCost = 'Roofs markup below 1× sells under your cost: confirm it (allowBelowCost)';
    const email = 'company.email must be at most 200 characters';
    renderSettings(() => {
      throw fieldRefusal({ 'markups.roofs': belowCost, 'company.email': email });
    });
    await markupField('Roofs');
    save();
    await screen.findByText(belowCost);
    const roofs = await markupField('Roofs');
    expect(roofs.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(roofs)).toContain(belowCost);
    expect(describedText(screen.getByRole('textbox', { name: 'Email' }))).toContain(email);
    expect(screen.getByText('Please correct the fields marked in red.').isConnected).toBe(true);
  });

  it("sends the logo in the field file and shows the server's message when it refuses it", async () => {
    const refusal = "logo.pdf: only photos files can be uploaded here (checked by the file's content)";
    const sent: { path: string; file: FormDataEntryValue | null; authorization: string | null }[] = [];
    renderSettings(undefined, (path, init) => {
      if (!path.startsWith('/api/')) return undefined;
      sent.push({ path, file: (init?.body as FormData).get('file'), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify({ message: refusal }), { status: 400, headers: { 'content-type': 'application/json' } });
    });
    expect((await screen.findByText('No logo yet: your quotes print your company name.')).isConnected).toBe(true);
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(picker.accept).toBe('image/gif,image/jpeg,image/png');
    fireEvent.change(picker, { target: { files: [new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: '/api/quotes/settings/logo', authorization: expect.stringMatching(/^Bearer /) });
    expect((sent[0]!.file as File).name).toBe('logo.pdf');
  });
});

describe("a salesperson's quote settings (issue 32)", () => {
  it('withholds the markups: no markup field and nothing to save; the company block to read, and the logo', async () => {
    const { calls } = renderSettings(undefined, undefined, makeQuoteSettings({ markups: null }));
    const company = await screen.findByRole('region', { name: 'Company' });
    expect(within(company).getByText('Acme Screens').isConnected).toBe(true);
    expect(within(company).getByText('sales@acme.example').isConnected).toBe(true);
    expect(screen.getByRole('region', { name: 'Logo' }).isConnected).toBe(true);
    expect(screen.queryByRole('region', { name: 'Markups' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Screens' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Company name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\d×|margin|over cost/);
    expect(calls.some((c) => c.path === 'quotes.saveSettings')).toBe(false);
  });
});
