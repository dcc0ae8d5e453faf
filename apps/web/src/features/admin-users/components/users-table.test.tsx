import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fullName } from '@portal/domain/accounts/user';
import type { Customer } from '@portal/domain/customers/customer';
import { makeUser } from '../../../test/factories';
import { renderWithMantine } from '../../../test/render-with-providers';
import { actorOf, type AdminUserRow } from '../admin-user-row';
import { UsersTable, type UsersTableProps } from './users-table';

const customers: Customer[] = [
  {
    bc_customer_id: 'C0001',
    bc_customer_displayName: 'Acme Screens',
    bc_customer_priceGroup: 'USD',
    customerTier: null,
    bc_customer_tierName: null,
    bc_customer_tierRate: 0,
    isSenderReceiver: false,
  },
];

function row(overrides: Partial<AdminUserRow>): AdminUserRow {
  const { token: _token, ...user } = makeUser(overrides);
  return { ...user, createdAt: '2026-01-01T00:00:00.000Z', ...overrides };
}

function renderTable(props: Partial<UsersTableProps> & Pick<UsersTableProps, 'users' | 'actor'>) {
  const handlers = { onSort: vi.fn(), onPatch: vi.fn(), onDelete: vi.fn() };
  renderWithMantine(<UsersTable customers={customers} orderBy="name" sortOrder="asc" busyIds={new Set()} {...handlers} {...props} />);
  return handlers;
}

const toggle = (label: string, user: AdminUserRow) => screen.getByLabelText(`${label} for ${fullName(user)}`) as HTMLInputElement;

describe('UsersTable toggles (spec §4 approval rules)', () => {
  const admin = row({ fname: 'Ada', lname: 'Admin', isAdmin: true, storeAccess: true });

  it('disables Store Access and Portal Admin for an unapproved user', () => {
    const pending = row({ fname: 'Pat', lname: 'Pending', isApproved: false });
    renderTable({ users: [pending], actor: actorOf(admin) });
    expect(toggle('Store Access', pending).disabled).toBe(true);
    expect(toggle('Portal Admin', pending).disabled).toBe(true);
    expect(toggle('Portal Access', pending).disabled).toBe(false);
    expect(toggle('Corporate Store', pending).disabled).toBe(false);
  });

  it("disables Portal Access for the placeholder customer '000' and for users with store access", () => {
    const placeholder = row({ fname: 'No', lname: 'Customer', isApproved: false, bc_customer_id: '000' });
    const store = row({ fname: 'Sam', lname: 'Store', storeAccess: true });
    renderTable({ users: [placeholder, store], actor: actorOf(admin) });
    expect(toggle('Portal Access', placeholder).disabled).toBe(true);
    expect(toggle('Portal Access', store).disabled).toBe(true);
    expect(toggle('Store Access', store).disabled).toBe(false);
  });

  it('disables Super Admin for a non-super-admin actor and hides delete', () => {
    const dealer = row({ fname: 'Dee', lname: 'Dealer' });
    renderTable({ users: [dealer], actor: actorOf(admin) });
    expect(toggle('Super Admin', dealer).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('lets a super admin grant super admin and delete others, but not change themself', () => {
    const superAdmin = row({ fname: 'Sue', lname: 'Super', isAdmin: true, isSuperAdmin: true, storeAccess: true });
    const other = row({ fname: 'Oli', lname: 'Other', isAdmin: true, storeAccess: true });
    const { onPatch } = renderTable({ users: [superAdmin, other], actor: actorOf(superAdmin) });
    expect(toggle('Super Admin', other).disabled).toBe(false);
    expect(toggle('Super Admin', superAdmin).disabled).toBe(true);
    expect(toggle('Portal Admin', superAdmin).disabled).toBe(true);
    expect(screen.getByRole('button', { name: `Delete ${fullName(other)}` }).isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: `Delete ${fullName(superAdmin)}` })).toBeNull();

    fireEvent.click(toggle('Super Admin', other));
    expect(onPatch).toHaveBeenCalledWith(other._id, { isSuperAdmin: true });
  });

  it('makes a super admin row read-only for a plain admin', () => {
    const superAdmin = row({ fname: 'Sue', lname: 'Super', isAdmin: true, isSuperAdmin: true, storeAccess: true });
    renderTable({ users: [superAdmin], actor: actorOf(admin) });
    expect(toggle('Corporate Store', superAdmin).disabled).toBe(true);
  });

  it('enables the Pricing and Data Management switches only for a super admin acting on another admin', () => {
    const superAdmin = row({ fname: 'Sue', lname: 'Super', isAdmin: true, isSuperAdmin: true, storeAccess: true });
    const other = row({ fname: 'Oli', lname: 'Other', isAdmin: true, storeAccess: true });
    const dealer = row({ fname: 'Dee', lname: 'Dealer' });
    const { onPatch } = renderTable({ users: [superAdmin, other, dealer], actor: actorOf(superAdmin) });
    for (const label of ['Pricing', 'Data Management']) {
      expect(toggle(label, other).disabled).toBe(false);
      expect(toggle(label, superAdmin).disabled).toBe(true);
      expect(toggle(label, dealer).disabled).toBe(true);
    }
    fireEvent.click(toggle('Data Management', other));
    expect(onPatch).toHaveBeenCalledWith(other._id, { canManageData: true });
  });

  it('makes an approved dealer a team administrator and sets the team role (issue 32)', async () => {
    const dealer = row({ fname: 'Dee', lname: 'Dealer', storeAccess: true });
    const pending = row({ fname: 'Pat', lname: 'Pending', isApproved: false });
    const { onPatch } = renderTable({ users: [dealer, pending], actor: actorOf(admin) });
    expect(toggle('Team Admin', pending).disabled).toBe(true);
    fireEvent.click(toggle('Team Admin', dealer));
    expect(onPatch).toHaveBeenCalledWith(dealer._id, { isTeamAdmin: true });
    const role = screen.getByLabelText<HTMLInputElement>(`Team Role for ${fullName(dealer)}`, { selector: 'input' });
    expect(role.value).toBe('Buyer');
    fireEvent.click(role);
    fireEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    expect(onPatch).toHaveBeenCalledWith(dealer._id, { teamRole: 'viewer' });
  });

  it('marks an account a team administrator deactivated (issue 32)', () => {
    renderTable({ users: [row({ fname: 'Gone', lname: 'Away', active: false })], actor: actorOf(admin) });
    expect(screen.getByText('Deactivated').isConnected).toBe(true);
  });

  it('disables the permission switches for a plain admin', () => {
    const other = row({ fname: 'Oli', lname: 'Other', isAdmin: true, storeAccess: true, canManagePricing: true });
    renderTable({ users: [other], actor: actorOf(admin) });
    expect(toggle('Pricing', other).checked).toBe(true);
    expect(toggle('Pricing', other).disabled).toBe(true);
    expect(toggle('Data Management', other).disabled).toBe(true);
  });

  it('toggles the sort of a column', () => {
    const { onSort } = renderTable({ users: [], actor: actorOf(admin) });
    fireEvent.click(screen.getByRole('button', { name: /Business Central Customer/ }));
    expect(onSort).toHaveBeenCalledWith('customer');
  });
});

describe('UsersTable on a phone (issue 29)', () => {
  it('keeps Portal Access in the row and opens the customer and every other toggle under it', () => {
    const admin = row({ fname: 'Ada', lname: 'Admin', isAdmin: true, storeAccess: true });
    const pending = row({ fname: 'Pat', lname: 'Pending', isApproved: false });
    const { onPatch } = renderTable({ users: [pending], actor: actorOf(admin) });
    fireEvent.click(screen.getByRole('button', { name: 'Show details of Pat Pending' }));
    const corporate = screen.getAllByLabelText('Corporate Store for Pat Pending');
    expect(corporate).toHaveLength(2);
    expect(document.querySelectorAll('input[aria-label="Business Central Customer for Pat Pending"]')).toHaveLength(2);
    // Portal Access stays in the row itself: once, not again under it.
    expect(screen.getAllByLabelText('Portal Access for Pat Pending')).toHaveLength(1);
    fireEvent.click(corporate[1]!);
    expect(onPatch).toHaveBeenCalledWith(pending._id, { isCorporation: true });
  });
});
