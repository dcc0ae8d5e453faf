import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLeadTimes } from '@portal/domain/lead-times/lead-times';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { LeadTimesPage } from './lead-times-page';

afterEach(() => vi.unstubAllGlobals());

const table = (): TLeadTimes => ({
  kinds: { screens: 10, roofs: 15, parts: 3 },
  additions: [{ field: 'jobColor', value: 'Custom', days: 5 }],
  holidays: ['2026-12-25'],
});

type Handler = (input: unknown) => unknown;

/** What the save handler throws for a refusal naming fields, as the API's error formatter answers it. */
const refusal = (errors: Record<string, string>) => ({ code: 'BAD_REQUEST', message: Object.values(errors)[0] ?? 'Invalid input', fieldErrors: errors });

/**
 * test/fake-api.ts answers a thrown { code, message } only: this adds the refusal's fieldErrors
 * to the answer's data, where the app's client reads them.
 */
function fakeLeadTimesApi(save: Handler) {
  const named = new Map<string, Record<string, string>>();
  const calls = fakeApi({
    'leadTimes.get': () => table(),
    'leadTimes.save': (input) => {
      try {
        return save(input);
      } catch (thrown) {
        const { message, fieldErrors } = thrown as { message: string; fieldErrors?: Record<string, string> };
        if (fieldErrors) named.set(message, fieldErrors);
        throw thrown;
      }
    },
  });
  const trpc = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const answers = (await (await trpc(url, init)).json()) as { error?: { message: string; data: Record<string, unknown> } }[];
    for (const { error } of answers) if (error && named.has(error.message)) error.data.fieldErrors = named.get(error.message);
    return new Response(JSON.stringify(answers), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { saved: () => calls.filter((call) => call.path === 'leadTimes.save').map((call) => call.input) };
}

function renderPage(save: Handler = (input) => input) {
  const api = fakeLeadTimesApi(save);
  renderRoutes(
    [
      {
        path: '/admin/lead-times',
        element: (
          <TestEnv>
            <LeadTimesPage />
          </TestEnv>
        ),
      },
    ],
    '/admin/lead-times',
  );
  return api;
}

/** An input by its name: a text box, or a combobox (Field and Value offer choices). */
const textbox = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save lead times' }));

/** The text of the elements that describe a field: its error among them. */
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Lead times (issue 32)', () => {
  it('shows the table: working days per kind, the additions and the holidays', async () => {
    renderPage();
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Screens' })).value).toBe('10');
    expect(textbox('Roofs').value).toBe('15');
    expect(textbox('Parts').value).toBe('3');
    expect(textbox('Field of addition 1').value).toBe('jobColor');
    expect(textbox('Value of addition 1').value).toBe('Custom');
    expect(textbox('Days of addition 1').value).toBe('5');
    const holidays = screen.getByRole('list', { name: 'Holidays' });
    expect(
      within(holidays)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fri, Dec 25, 2026']);
  });

  it('adds an addition and a holiday, removes one, and saves the table whole', async () => {
    const { saved } = renderPage();
    await screen.findByRole('textbox', { name: 'Screens' });
    type('Roofs', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Add addition' }));
    await waitFor(() => expect(document.activeElement).toBe(textbox('Field of addition 2')));
    type('Field of addition 2', 'housingSize');
    type('Value of addition 2', '7');
    type('Days of addition 2', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Add addition' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove addition 3' }));
    expect(screen.queryByRole('textbox', { name: 'Field of addition 3' })).toBeNull();

    fireEvent.change(textbox('Holiday'), { target: { value: '2026-12-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    fireEvent.change(textbox('Holiday'), { target: { value: '2026-12-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(describedText(textbox('Holiday'))).toContain('Fri, Dec 25, 2026 is already a holiday');

    save();
    expect((await screen.findByText('Lead times saved.')).isConnected).toBe(true);
    expect(saved()).toEqual([
      {
        kinds: { screens: 10, roofs: 20, parts: 3 },
        additions: [
          { field: 'jobColor', value: 'Custom', days: 5 },
          { field: 'housingSize', value: '7', days: 2 },
        ],
        holidays: ['2026-12-24', '2026-12-25'],
      },
    ]);
  });

  it('offers the fields of a line and the values a chosen field holds', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Screens' });
    fireEvent.click(screen.getByRole('button', { name: 'Add addition' }));
    type('Field of addition 2', 'colors.frame');
    expect((await screen.findByRole('option', { name: 'colors.frameColor' })).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('option', { name: 'colors.frameColor' }));
    fireEvent.focus(textbox('Value of addition 2'));
    fireEvent.click(textbox('Value of addition 2'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Black', 'White', 'Bronze', 'MF']);
  });

  it('refuses a negative day count and an empty field, naming them, and sends nothing', async () => {
    const { saved } = renderPage();
    await screen.findByRole('textbox', { name: 'Screens' });
    type('Roofs', '-1');
    type('Days of addition 1', '-3');
    type('Field of addition 1', '');
    save();
    await waitFor(() => expect(describedText(textbox('Roofs'))).toContain('kinds.roofs must be 0 or more'));
    expect(describedText(textbox('Days of addition 1'))).toContain('days must be 0 or more');
    expect(describedText(textbox('Field of addition 1'))).toContain('field is required');
    expect(textbox('Roofs').getAttribute('aria-invalid')).toBe('true');
    expect(saved()).toEqual([]);
  });

  it("shows the server's field errors on their fields when it refuses the save", async () => {
    const { saved } = renderPage(() => {
      throw refusal({ 'additions.0.value': 'value must be at most 100 characters', 'kinds.parts': 'kinds.parts must be at most 365' });
    });
    await screen.findByRole('textbox', { name: 'Screens' });
    save();
    await waitFor(() => expect(describedText(textbox('Value of addition 1'))).toContain('value must be at most 100 characters'));
    expect(describedText(textbox('Parts'))).toContain('kinds.parts must be at most 365');
    expect(screen.getByRole('alert').textContent).toContain('Lead times not saved: please correct the fields marked in red.');
    expect(screen.queryByText('Lead times saved.')).toBeNull();
    expect(saved()).toHaveLength(1);
  });
});
