import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TTeam, TTeamMember } from '@portal/domain/teams/team-schemas';
import { fakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { TeamPage } from './team-page';

const phoneMatchMedia = window.matchMedia;
afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = phoneMatchMedia;
});

const me = makeUser({ fname: 'Bea', lname: 'Boss', storeAccess: true, isTeamAdmin: true });
const member = (overrides: Partial<TTeamMember>): TTeamMember => ({
  _id: '10000000-0000-4000-8000-000000000001',
  fname: 'Max',
  lname: 'Mate',
  email: 'max@example.com',
  role: 'buyer',
  isTeamAdmin: false,
  active: true,
  ...overrides,
});
const max = member({});
const sam = member({ _id: '10000000-0000-4000-8000-000000000002', fname: 'Sam', lname: 'Sales', email: 'sam@example.com', role: 'sales', active: false });

const team = (): TTeam => ({
  members: [member({ _id: me._id, fname: 'Bea', lname: 'Boss', email: me.email, isTeamAdmin: true }), max, sam],
  invitations: [{ _id: '20000000-0000-4000-8000-000000000001', email: 'nia@example.com', role: 'viewer', expiresAt: '2026-12-14T12:00:00.000Z' }],
  approvalLimits: { USD: 2500.5, CAD: null },
});

type Handler = (input: unknown) => unknown;

function renderTeam(user = me, handlers: Record<string, Handler> = {}) {
  const calls = fakeApi({
    'teams.get': () => team(),
    'teams.invite': (input) => ({ _id: '20000000-0000-4000-8000-000000000009', expiresAt: '2026-12-14T12:00:00.000Z', ...(input as object) }),
    'teams.withdrawInvitation': () => ({ message: 'Invitation withdrawn.' }),
    'teams.updateMember': (input) => {
      const { id, patch } = input as { id: string; patch: Partial<TTeamMember> };
      const found = team().members.find((m) => m._id === id);
      return { ...found, ...patch };
    },
    'teams.saveSettings': (input) => input,
    ...handlers,
  });
  localStorage.setItem('userInfo', JSON.stringify(user));
  renderRoutes(
    [
      {
        path: '/account/team',
        element: (
          <TestEnv>
            <TeamPage />
          </TestEnv>
        ),
      },
    ],
    '/account/team',
  );
  const sent = (path: string) => calls.filter((call) => call.path === path).map((call) => call.input);
  return { sent };
}

/** A Select's option, picked as a person does: open the list, click the choice. */
const select = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
async function choose(label: string, option: string) {
  fireEvent.click(select(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Account → Team, as a team administrator (issue 32)', () => {
  it('shows every member as a card on a phone, with their role, team admin and active controls', async () => {
    renderTeam();
    const list = await screen.findByRole('list', { name: 'Members' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Bea Boss(you)'),
      expect.stringContaining('Max Mate'),
      expect.stringContaining('Sam Sales'),
    ]);
    expect(select('Role of Sam Sales').value).toBe('Sales');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Active: Sam Sales' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Team admin: Bea Boss' }).checked).toBe(true);
    // Nobody deactivates themself.
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Active: Bea Boss' }).disabled).toBe(true);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a table on a wide screen', async () => {
    window.matchMedia = (query: string) => ({ ...phoneMatchMedia(query), matches: true });
    renderTeam();
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Team admin', 'Active']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('changes a role, deactivates, reactivates and shares the administration', async () => {
    const { sent } = renderTeam();
    await screen.findByRole('list', { name: 'Members' });
    await choose('Role of Max Mate', 'Viewer');
    await waitFor(() => expect(sent('teams.updateMember')).toEqual([{ id: max._id, patch: { role: 'viewer' } }]));
    await waitFor(() => expect(select('Role of Max Mate').value).toBe('Viewer'));
    fireEvent.click(screen.getByRole('switch', { name: 'Active: Max Mate' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Active: Sam Sales' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Team admin: Sam Sales' }));
    await waitFor(() => expect(sent('teams.updateMember')).toHaveLength(4));
    expect(sent('teams.updateMember').slice(1)).toEqual([
      { id: max._id, patch: { active: false } },
      { id: sam._id, patch: { active: true } },
      { id: sam._id, patch: { isTeamAdmin: true } },
    ]);
  });

  it('says why a change was refused and leaves the member as it was', async () => {
    renderTeam(me, {
      'teams.updateMember': () => {
        throw { code: 'CONFLICT', message: 'Your team needs at least one active team administrator' };
      },
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Team admin: Bea Boss' }));
    expect((await screen.findByText('Your team needs at least one active team administrator')).isConnected).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Team admin: Bea Boss' }).checked).toBe(true);
  });

  it('invites a colleague by email with a role, and says what is wrong with the address', async () => {
    const { sent } = renderTeam();
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Email/ }), { target: { value: 'not-an-email' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await within(form).findByText('Invalid email address')).isConnected).toBe(true);
    expect(sent('teams.invite')).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Email/ }), { target: { value: ' Ivy@Example.com ' } });
    await choose('Role', 'Sales');
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByText('Invitation sent to ivy@example.com.')).isConnected).toBe(true);
    expect(sent('teams.invite')).toEqual([{ email: 'ivy@example.com', role: 'sales' }]);
  });

  it('shows the refusal of an address that already has an account under the field', async () => {
    renderTeam(me, {
      'teams.invite': () => {
        throw { code: 'CONFLICT', message: 'This email already has an account' };
      },
    });
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Email/ }), { target: { value: 'max@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await within(form).findByText('This email already has an account')).isConnected).toBe(true);
  });

  it('lists the open invitations and withdraws one', async () => {
    const { sent } = renderTeam();
    const invitations = await screen.findByRole('list', { name: 'Open invitations' });
    expect(within(invitations).getByRole('listitem').textContent).toContain('nia@example.com');
    expect(within(invitations).getByRole('listitem').textContent).toContain('Viewer · link valid until Dec 14, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to nia@example.com' }));
    expect((await screen.findByText('Invitation withdrawn.')).isConnected).toBe(true);
    expect(sent('teams.withdrawInvitation')).toEqual([{ id: '20000000-0000-4000-8000-000000000001' }]);
  });

  it('saves the spending approval: an empty box is no limit; a negative amount is refused before sending', async () => {
    const { sent } = renderTeam();
    const form = await screen.findByRole('form', { name: 'Spending approval' });
    const usd = within(form).getByRole<HTMLInputElement>('textbox', { name: 'USD limit' });
    const cad = within(form).getByRole<HTMLInputElement>('textbox', { name: 'CAD limit' });
    expect(usd.value).toBe('$2,500.50');
    expect(cad.value).toBe('');
    fireEvent.change(cad, { target: { value: '-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save spending approval' }));
    expect((await within(form).findByText('CAD approval limit must be an amount of 0 or more with at most 2 decimals')).isConnected).toBe(true);
    expect(sent('teams.saveSettings')).toEqual([]);

    fireEvent.change(cad, { target: { value: '1000' } });
    fireEvent.change(usd, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save spending approval' }));
    expect((await screen.findByText('Spending approval saved.')).isConnected).toBe(true);
    expect(sent('teams.saveSettings')).toEqual([{ approvalLimits: { USD: null, CAD: 1000 } }]);
  });
});

describe('Account → Team, as a member who does not run it', () => {
  it('shows the team read-only: no invitations, no controls, the limits as text', async () => {
    renderTeam(makeUser({ storeAccess: true }), { 'teams.get': () => ({ ...team(), invitations: [] }) });
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a colleague' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Open invitations' })).toBeNull();
    expect(within(list).getAllByText('Team admin')).toHaveLength(4);
    expect(screen.getByText('Deactivated').isConnected).toBe(true);
    expect(screen.getByText('$2,500.50').isConnected).toBe(true);
    expect(screen.getByText('No limit').isConnected).toBe(true);
  });
});
