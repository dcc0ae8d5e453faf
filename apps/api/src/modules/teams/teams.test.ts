import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@portal/domain/accounts/messages';
import { teamMessages } from '@portal/domain/teams/team-schemas';
import { findUserByEmail } from '@portal/db/queries/users';
import { getTeamApprovalLimits } from '@portal/db/queries/teams';
import { teamInvitations } from '@portal/db/schema/teams';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { outboxMail } from '../mail/templates/mail-test-kit';
import { hashLinkToken } from '../../auth/link-tokens';

/**
 * Issue 32, point 1: team administrators. A team is the accounts of one ERP customer (C10000
 * here, Shade Masters Inc.); the other team is C10010's. Through REST and tRPC alike.
 */
let t: TestApp;
let admin: { id: string; token: string };
let boss: { id: string; email: string; password: string; token: string };
let mate: { id: string; email: string; password: string; token: string };
let otherBoss: { id: string; token: string };
let otherMate: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.makeUser({ ...roles.admin, email: 'desk@team.example.com' });
  boss = await t.makeUser({ ...roles.dealer, fname: 'Bea', lname: 'Boss', email: 'bea@team.example.com' });
  mate = await t.makeUser({ ...roles.dealer, fname: 'Max', lname: 'Mate', email: 'max@team.example.com' });
  otherBoss = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010', isTeamAdmin: true, email: 'olga@other.example.com' });
  otherMate = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010', email: 'otto@other.example.com' });
});
afterAll(() => t.close());

/** A tRPC call as the web makes it (the token optional: public procedures). */
async function trpc(path: string, token: string | undefined, input?: unknown, kind: 'query' | 'mutation' = 'query') {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    kind === 'query'
      ? await t.app.inject({ method: 'GET', url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers })
      : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, payload: (input ?? {}) as object, headers });
  const body = res.json();
  return { status: res.statusCode, data: body.result?.data, error: body.error as { message: string; data: { code: string } } | undefined };
}

/** Invites through REST and answers the link's token, read from the mail as the invitee would. */
async function invite(email: string, role: 'buyer' | 'sales' | 'viewer', token = boss.token) {
  const res = await t.call('POST', '/api/team/invitations', { token, body: { email, role } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const mail = await outboxMail(t, email, 'invited you');
  const link = new URL(mail.buttonHref ?? '');
  return { id: res.body._id as string, token: link.searchParams.get('invitation') ?? '', link, mail };
}

const newcomer = (email: string) => ({ fname: 'Nia', lname: 'New', email, password: 'a long password' });

describe('a portal administrator makes a team administrator (PUT /api/admin/users/{id})', () => {
  it('marks a dealer as team admin; team admin needs an approved account with a customer', async () => {
    const res = await t.call('PUT', `/api/admin/users/${boss.id}`, { token: admin.token, body: { isTeamAdmin: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isTeamAdmin: true, teamRole: 'buyer', active: true });
    const pending = await t.makeUser({ bcCustomerId: 'C10000', email: 'pending@team.example.com' });
    const refused = await t.call('PUT', `/api/admin/users/${pending.id}`, { token: admin.token, body: { isTeamAdmin: true } });
    expect(refused.status).toBe(409);
    expect(refused.body.fieldErrors.isTeamAdmin).toBe('Team admin needs an approved account linked to a Business Central customer');
  });

  it('sets a role, which sets store access on an approved dealer (and ends its sessions when it goes)', async () => {
    const dealer = await t.makeUser({ ...roles.dealer, email: 'role@team.example.com' });
    const viewer = await t.call('PUT', `/api/admin/users/${dealer.id}`, { token: admin.token, body: { teamRole: 'viewer' } });
    expect(viewer.body).toMatchObject({ teamRole: 'viewer', storeAccess: false });
    expect((await t.call('GET', '/api/users/profile', { token: dealer.token })).status).toBe(401);
    const sales = await trpc('adminUsers.update', admin.token, { id: dealer.id, patch: { teamRole: 'sales' } }, 'mutation');
    expect(sales.data).toMatchObject({ teamRole: 'sales', storeAccess: true });
  });
});

describe('GET /api/team', () => {
  it("lists the team's approved accounts (no portal administrator, no other team), the open invitations and the limits", async () => {
    const res = await t.call('GET', '/api/team', { token: boss.token });
    expect(res.status).toBe(200);
    const emails = (res.body.members as { email: string }[]).map((m) => m.email);
    expect(emails).toEqual(expect.arrayContaining(['bea@team.example.com', 'max@team.example.com']));
    expect(emails).not.toContain('desk@team.example.com');
    expect(emails).not.toContain('pending@team.example.com');
    expect(emails).not.toContain('olga@other.example.com');
    expect(res.body.members.find((m: { email: string }) => m.email === 'bea@team.example.com')).toEqual({
      _id: boss.id,
      fname: 'Bea',
      lname: 'Boss',
      email: 'bea@team.example.com',
      role: 'buyer',
      isTeamAdmin: true,
      active: true,
    });
    expect(res.body.approvalLimits).toEqual({ USD: null, CAD: null });
  });

  it('is read by every member; only team administrators see the invitations', async () => {
    const open = await invite('seen@team.example.com', 'viewer');
    expect((await t.call('GET', '/api/team', { token: boss.token })).body.invitations).toContainEqual({
      _id: open.id,
      email: 'seen@team.example.com',
      role: 'viewer',
      expiresAt: expect.any(String),
    });
    const asMate = await trpc('teams.get', mate.token);
    expect(asMate.status).toBe(200);
    expect(asMate.data.members.length).toBeGreaterThan(1);
    expect(asMate.data.invitations).toEqual([]);
  });

  it('refuses an unapproved account and an approved one without a team', async () => {
    const pending = await t.makeUser({ bcCustomerId: 'C10000' });
    expect((await t.call('GET', '/api/team', { token: pending.token })).status).toBe(403);
    const loner = await t.makeUser({ isApproved: true });
    const res = await t.call('GET', '/api/team', { token: loner.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(teamMessages.noTeam);
    expect((await t.call('GET', '/api/team')).status).toBe(401);
  });
});

describe('POST /api/team/invitations', () => {
  it('mails a link to /register?invitation={token} valid 7 days; only the SHA-256 of the token is kept', async () => {
    const before = Date.now();
    const { id, token, link, mail } = await invite('nia@team.example.com', 'sales');
    expect(link.pathname).toBe('/register');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe('Bea Boss invited you to Shade Masters Inc. on the Dealer Portal');
    expect(mail.rows).toContainEqual(['Role', 'Sales']);
    expect(mail.plain).toContain(link.toString());
    const [row] = await t.db.db.select().from(teamInvitations).where(eq(teamInvitations.id, id));
    expect(row?.tokenHash).toBe(hashLinkToken(token));
    expect(row?.tokenHash).not.toContain(token);
    const days = ((row?.expiresAt.getTime() ?? 0) - before) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it('is for team administrators only: not a member, not a portal administrator', async () => {
    const body = { email: 'nobody@team.example.com', role: 'buyer' };
    expect((await t.call('POST', '/api/team/invitations', { token: mate.token, body })).status).toBe(403);
    const asAdmin = await t.call('POST', '/api/team/invitations', { token: admin.token, body });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe('Team administrators only');
    expect((await t.call('POST', '/api/team/invitations', { body })).status).toBe(401);
    expect((await t.call('POST', '/api/team/invitations', { token: boss.token, body: { email: 'x@team.example.com', role: 'owner' } })).status).toBe(400);
  });

  it('refuses an address that already has an account (409 naming email), whatever its casing', async () => {
    const res = await t.call('POST', '/api/team/invitations', { token: boss.token, body: { email: ' MAX@team.example.com ', role: 'buyer' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(teamMessages.emailTaken);
    expect(res.body.fieldErrors).toEqual({ email: teamMessages.emailTaken });
  });

  it("replaces the team's open invitation to the same address: the old link is withdrawn", async () => {
    const first = await invite('twice@team.example.com', 'buyer');
    const again = await t.call('POST', '/api/team/invitations', { token: boss.token, body: { email: 'twice@team.example.com', role: 'viewer' } });
    expect(again.status).toBe(201);
    const old = await t.call('GET', `/api/invitations/${first.token}`);
    expect(old.status).toBe(410);
    expect(old.body).toMatchObject({ code: 'INVITATION_GONE', message: teamMessages.invitationWithdrawn });
    const listed = (await t.call('GET', '/api/team', { token: boss.token })).body.invitations.filter(
      (i: { email: string }) => i.email === 'twice@team.example.com',
    );
    expect(listed).toEqual([expect.objectContaining({ _id: again.body._id, role: 'viewer' })]);
  });
});

describe('registering from an invitation (POST /api/users with invitation)', () => {
  it("shows the invitation to the register page: address, role and the team's name", async () => {
    const { token } = await invite('preview@team.example.com', 'viewer');
    expect((await t.call('GET', `/api/invitations/${token}`)).body).toEqual({
      email: 'preview@team.example.com',
      role: 'viewer',
      teamName: 'Shade Masters Inc.',
    });
    expect((await trpc('teams.invitation', undefined, { token })).data).toEqual({
      email: 'preview@team.example.com',
      role: 'viewer',
      teamName: 'Shade Masters Inc.',
    });
    const unknown = await t.call('GET', '/api/invitations/not-a-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This invitation link is invalid');
  });

  it('registers into the team, approved with the role and its store access; the person signs in and sees the team; the link is used once', async () => {
    const { token } = await invite('join@team.example.com', 'sales');
    const res = await t.call('POST', '/api/users', { body: { ...newcomer('Join@Team.example.com'), invitation: token } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: accountMessages.registeredFromInvitation });
    expect(await findUserByEmail(t.db.db, 'join@team.example.com')).toMatchObject({
      bcCustomerId: 'C10000',
      isApproved: true,
      storeAccess: true,
      teamRole: 'sales',
      isTeamAdmin: false,
      isAdmin: false,
      location: 'Shade Masters Inc.',
    });
    const signedIn = await t.call('POST', '/api/users/login', { body: { email: 'join@team.example.com', password: 'a long password' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ teamRole: 'sales', storeAccess: true, bc_customer_id: 'C10000' });
    const team = await trpc('teams.get', signedIn.body.token);
    expect(team.data.members.map((m: { email: string }) => m.email)).toContain('join@team.example.com');
    expect(team.data.invitations).toEqual([]);
    expect((await t.call('GET', '/api/team', { token: boss.token })).body.invitations.map((i: { email: string }) => i.email)).not.toContain(
      'join@team.example.com',
    );

    const reused = await t.call('POST', '/api/users', { body: { ...newcomer('join@team.example.com'), invitation: token } });
    expect(reused.status).toBe(410);
    expect(reused.body).toMatchObject({ code: 'INVITATION_GONE', message: teamMessages.invitationUsed });
    expect((await t.call('GET', `/api/invitations/${token}`)).body.message).toBe(teamMessages.invitationUsed);
  });

  it('gives a viewer no store; tRPC registers the same way', async () => {
    const { token } = await invite('look@team.example.com', 'viewer');
    const res = await trpc('accounts.register', undefined, { ...newcomer('look@team.example.com'), location: 'Back office', invitation: token }, 'mutation');
    expect(res.data).toEqual({ message: accountMessages.registeredFromInvitation });
    expect(await findUserByEmail(t.db.db, 'look@team.example.com')).toMatchObject({
      isApproved: true,
      storeAccess: false,
      teamRole: 'viewer',
      location: 'Back office',
    });
  });

  it('refuses another address than the one invited (400 naming email), creating nothing and leaving the invitation open', async () => {
    const { token } = await invite('right@team.example.com', 'buyer');
    const res = await t.call('POST', '/api/users', { body: { ...newcomer('wrong@team.example.com'), invitation: token } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ email: teamMessages.emailNotInvited });
    expect(await findUserByEmail(t.db.db, 'wrong@team.example.com')).toBeUndefined();
    expect((await t.call('GET', `/api/invitations/${token}`)).status).toBe(200);
  });

  it('says an expired invitation has expired (410), on the page and at registration', async () => {
    const { id, token } = await invite('late@team.example.com', 'buyer');
    await t.db.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, id));
    const page = await t.call('GET', `/api/invitations/${token}`);
    expect(page.status).toBe(410);
    expect(page.body.message).toBe(teamMessages.invitationExpired);
    const res = await t.call('POST', '/api/users', { body: { ...newcomer('late@team.example.com'), invitation: token } });
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ code: 'INVITATION_GONE', message: teamMessages.invitationExpired });
    expect(await findUserByEmail(t.db.db, 'late@team.example.com')).toBeUndefined();
    expect((await t.call('GET', '/api/team', { token: boss.token })).body.invitations.map((i: { _id: string }) => i._id)).not.toContain(id);
  });

  it('refuses (409) an address that got an account after it was invited, leaving the invitation unused', async () => {
    const { id, token } = await invite('meanwhile@team.example.com', 'buyer');
    await t.makeUser({ email: 'meanwhile@team.example.com' });
    const res = await t.call('POST', '/api/users', { body: { ...newcomer('meanwhile@team.example.com'), invitation: token } });
    expect(res.status).toBe(409);
    expect(res.body.fieldErrors).toEqual({ email: teamMessages.emailTaken });
    const [row] = await t.db.db.select().from(teamInvitations).where(eq(teamInvitations.id, id));
    expect(row?.usedAt).toBeNull();
  });

  it('refuses an unknown link naming invitation, and still requires a Dealer / Location without one', async () => {
    const unknown = await t.call('POST', '/api/users', { body: { ...newcomer('ghost@team.example.com'), invitation: 'made-up' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ invitation: 'This invitation link is invalid' });
    const plain = await t.call('POST', '/api/users', { body: newcomer('plain@team.example.com') });
    expect(plain.status).toBe(400);
    expect(plain.body.fieldErrors).toEqual({ location: 'Dealer / Location is required' });
  });
});

describe('DELETE /api/team/invitations/{id}', () => {
  it('withdraws: the link stops working and the invitation leaves the list; twice says so', async () => {
    const { id, token } = await invite('gone@team.example.com', 'buyer');
    const res = await t.call('DELETE', `/api/team/invitations/${id}`, { token: boss.token });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/team', { token: boss.token })).body.invitations.map((i: { _id: string }) => i._id)).not.toContain(id);
    const register = await t.call('POST', '/api/users', { body: { ...newcomer('gone@team.example.com'), invitation: token } });
    expect(register.status).toBe(410);
    expect(register.body.message).toBe(teamMessages.invitationWithdrawn);
    const again = await trpc('teams.withdrawInvitation', boss.token, { id }, 'mutation');
    expect(again.error?.message).toBe(teamMessages.invitationWithdrawn);
  });

  it("answers another team's invitation exactly as a missing one (404), and refuses a member who is no team administrator", async () => {
    const theirs = await t.call('POST', '/api/team/invitations', { token: otherBoss.token, body: { email: 'theirs@other.example.com', role: 'buyer' } });
    const other = await t.call('DELETE', `/api/team/invitations/${theirs.body._id}`, { token: boss.token });
    const missing = await t.call('DELETE', `/api/team/invitations/${randomUUID()}`, { token: boss.token });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect((await t.call('GET', `/api/team`, { token: otherBoss.token })).body.invitations).toHaveLength(1);
    const { id } = await invite('kept@team.example.com', 'buyer');
    expect((await t.call('DELETE', `/api/team/invitations/${id}`, { token: mate.token })).status).toBe(403);
  });
});

describe('PATCH /api/team/members/{id}', () => {
  it('changes a role: store access follows, and losing it ends the sessions at once', async () => {
    const colleague = await t.makeUser({ ...roles.dealer, email: 'colleague@team.example.com' });
    const viewer = await t.call('PATCH', `/api/team/members/${colleague.id}`, { token: boss.token, body: { role: 'viewer' } });
    expect(viewer.status).toBe(200);
    expect(viewer.body).toMatchObject({ _id: colleague.id, role: 'viewer', active: true });
    expect(await findUserByEmail(t.db.db, 'colleague@team.example.com')).toMatchObject({ storeAccess: false, teamRole: 'viewer' });
    expect((await t.call('GET', '/api/users/profile', { token: colleague.token })).body.code).toBe('SESSION_EXPIRED');
    const buyer = await trpc('teams.updateMember', boss.token, { id: colleague.id, patch: { role: 'buyer' } }, 'mutation');
    expect(buyer.data).toMatchObject({ role: 'buyer' });
    expect(await findUserByEmail(t.db.db, 'colleague@team.example.com')).toMatchObject({ storeAccess: true, teamRole: 'buyer' });
  });

  it('deactivates: the token is refused at once, sign-in is refused, the orders stay with the team; reactivating lets them back', async () => {
    const leaver = await t.makeUser({ ...roles.dealer, email: 'leaver@team.example.com' });
    const order = await t.call('POST', '/api/orders', {
      token: leaver.token,
      body: { orderName: 'Left behind', status: 'DRAFT', cart: { screens: [], roofs: [], parts: [] } },
    });
    expect(order.status, JSON.stringify(order.body)).toBeLessThan(300);

    const res = await t.call('PATCH', `/api/team/members/${leaver.id}`, { token: boss.token, body: { active: false } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.active).toBe(false);
    expect((await t.call('GET', '/api/users/profile', { token: leaver.token })).status).toBe(401);
    const signIn = await t.call('POST', '/api/users/login', { body: { email: leaver.email, password: leaver.password } });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe('ACCOUNT_DEACTIVATED');
    const teamOrders = await t.call('GET', '/api/orders/teamorders', { token: boss.token });
    expect(teamOrders.body.items.map((o: { _id: string }) => o._id)).toContain(order.body._id);
    expect((await t.call('GET', '/api/team', { token: boss.token })).body.members).toContainEqual(expect.objectContaining({ _id: leaver.id, active: false }));

    expect((await t.call('PATCH', `/api/team/members/${leaver.id}`, { token: boss.token, body: { active: true } })).body.active).toBe(true);
    expect((await t.call('POST', '/api/users/login', { body: { email: leaver.email, password: leaver.password } })).status).toBe(200);
  });

  it('never deactivates oneself, and keeps the last active team administrator (409)', async () => {
    const self = await t.call('PATCH', `/api/team/members/${boss.id}`, { token: boss.token, body: { active: false } });
    expect(self.status).toBe(409);
    expect(self.body.fieldErrors).toEqual({ active: teamMessages.selfDeactivation });
    const demote = await t.call('PATCH', `/api/team/members/${boss.id}`, { token: boss.token, body: { isTeamAdmin: false } });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(teamMessages.lastTeamAdmin);

    // With a second administrator, the first may step down; the second is then the last.
    const second = await t.makeUser({ ...roles.dealer, email: 'second@team.example.com' });
    expect((await t.call('PATCH', `/api/team/members/${second.id}`, { token: boss.token, body: { isTeamAdmin: true } })).body.isTeamAdmin).toBe(true);
    expect((await t.call('PATCH', `/api/team/members/${boss.id}`, { token: boss.token, body: { isTeamAdmin: false } })).status).toBe(200);
    expect((await t.call('POST', '/api/team/invitations', { token: boss.token, body: { email: 'z@team.example.com', role: 'buyer' } })).status).toBe(403);
    const last = await t.call('PATCH', `/api/team/members/${second.id}`, { token: second.token, body: { isTeamAdmin: false } });
    expect(last.status).toBe(409);
    expect(last.body.fieldErrors).toEqual({ isTeamAdmin: teamMessages.lastTeamAdmin });
    // Back as it was for the tests that follow.
    expect((await t.call('PATCH', `/api/team/members/${boss.id}`, { token: second.token, body: { isTeamAdmin: true } })).status).toBe(200);
  });

  it("answers another team's member, a portal administrator and a made-up id exactly as a missing one (404)", async () => {
    const missing = await t.call('PATCH', `/api/team/members/${randomUUID()}`, { token: boss.token, body: { role: 'viewer' } });
    expect(missing.status).toBe(404);
    for (const id of [otherMate.id, admin.id]) {
      const res = await t.call('PATCH', `/api/team/members/${id}`, { token: boss.token, body: { role: 'viewer' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    expect(await findUserByEmail(t.db.db, 'otto@other.example.com')).toMatchObject({ teamRole: 'buyer', storeAccess: true });
    expect((await t.call('PATCH', `/api/team/members/${mate.id}`, { token: otherBoss.token, body: { active: false } })).status).toBe(404);
    expect((await t.call('PATCH', `/api/team/members/${otherMate.id}`, { token: mate.token, body: { active: false } })).status).toBe(403);
  });
});

describe('PUT /api/team/settings', () => {
  it('saves the spending approval as decimal amounts, kept in cents for the orders', async () => {
    const res = await t.call('PUT', '/api/team/settings', { token: boss.token, body: { approvalLimits: { USD: 2500.5, CAD: null } } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ approvalLimits: { USD: 2500.5, CAD: null } });
    expect(await getTeamApprovalLimits(t.db.db, 'C10000')).toEqual({ USD: 250050, CAD: null });
    expect((await trpc('teams.get', mate.token)).data.approvalLimits).toEqual({ USD: 2500.5, CAD: null });
    expect(await getTeamApprovalLimits(t.db.db, 'C10010')).toEqual({ USD: null, CAD: null });
    const tRpc = await trpc('teams.saveSettings', boss.token, { approvalLimits: { USD: 0, CAD: 1000 } }, 'mutation');
    expect(tRpc.data).toEqual({ approvalLimits: { USD: 0, CAD: 1000 } });
  });

  it('refuses a negative amount or a third decimal naming the currency, and a member who is no team administrator', async () => {
    const res = await t.call('PUT', '/api/team/settings', { token: boss.token, body: { approvalLimits: { USD: -5, CAD: 10.001 } } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ 'approvalLimits.USD': teamMessages.limit('USD'), 'approvalLimits.CAD': teamMessages.limit('CAD') });
    expect((await t.call('PUT', '/api/team/settings', { token: mate.token, body: { approvalLimits: { USD: 1, CAD: 1 } } })).status).toBe(403);
    expect(await getTeamApprovalLimits(t.db.db, 'C10000')).toEqual({ USD: 0, CAD: 100000 });
  });
});
