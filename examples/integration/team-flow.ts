// Teams (issue 32): an administrator makes the dealer its team's administrator; the dealer invites a
// colleague by email, who registers from the mailed link (approved at once, in the team) and signs
// in; the dealer reads the team, changes the colleague's role, sets and clears the spending
// approval, deactivates the colleague (whose session ends at once), and withdraws a second invitation.
import { randomUUID } from 'node:crypto';
import { expect, fail, portalAt, signIn, type Portal } from './portal-client.js';

export async function teamFlow(baseUrl: string, dealer: Portal, admin: Portal): Promise<void> {
  const profile = await dealer.GET('/api/users/profile');
  if (profile.error) fail('read the profile', profile.error, profile.response);
  const made = await admin.PUT('/api/admin/users/{id}', { params: { path: { id: profile.data._id } }, body: { isTeamAdmin: true } });
  if (made.error) fail('make the dealer team admin', made.error, made.response);
  expect(made.data.isTeamAdmin, 'the dealer runs its team');

  const email = `colleague-${randomUUID().slice(0, 8)}@example.com`;
  const invited = await dealer.POST('/api/team/invitations', { body: { email, role: 'sales' } });
  if (invited.error) fail('invite a colleague', invited.error, invited.response);
  console.log(`invited ${email} as sales, the link valid until ${invited.data.expiresAt}`);

  // The link is mailed; with the embedded defaults the outbox is where mail is read.
  const mails = await admin.GET('/api/admin/mail', { params: { query: { limit: 50 } } });
  if (mails.error) fail('read the mail outbox', mails.error, mails.response);
  const link = mails.data.items.find((m) => m.to === email)?.text.match(/\/register\?invitation=([\w-]+)/)?.[1];
  if (!link) throw new Error(`no invitation mail to ${email}`);

  const anonymous = portalAt(baseUrl);
  const preview = await anonymous.GET('/api/invitations/{token}', { params: { path: { token: link } } });
  if (preview.error) fail('read the invitation', preview.error, preview.response);
  expect(preview.data.email === email, 'the invitation names the address invited');

  const password = 'a long colleague password';
  const registered = await anonymous.POST('/api/users', { body: { fname: 'Colleague', lname: 'Example', email, password, invitation: link } });
  if (registered.error) fail('register from the invitation', registered.error, registered.response);
  const colleague = await signIn(baseUrl, email, password);
  const seen = await colleague.GET('/api/team');
  if (seen.error) fail('read the team as the colleague', seen.error, seen.response);
  const me = seen.data.members.find((m) => m.email === email);
  expect(me?.role === 'sales', 'the colleague is in the team with the role invited');
  console.log(`${email} joined ${preview.data.teamName}: ${seen.data.members.length} members`);

  const viewer = await dealer.PATCH('/api/team/members/{id}', { params: { path: { id: me._id } }, body: { role: 'viewer' } });
  if (viewer.error) fail("change the colleague's role", viewer.error, viewer.response);

  const limits = await dealer.PUT('/api/team/settings', { body: { approvalLimits: { USD: 5000, CAD: null } } });
  if (limits.error) fail('set the spending approval', limits.error, limits.response);
  expect(limits.data.approvalLimits.USD === 5000, 'the USD limit is saved');
  const cleared = await dealer.PUT('/api/team/settings', { body: { approvalLimits: { USD: null, CAD: null } } });
  if (cleared.error) fail('clear the spending approval', cleared.error, cleared.response);

  const deactivated = await dealer.PATCH('/api/team/members/{id}', { params: { path: { id: me._id } }, body: { active: false } });
  if (deactivated.error) fail('deactivate the colleague', deactivated.error, deactivated.response);
  const refused = await colleague.GET('/api/team');
  expect(refused.response.status === 401, "a deactivated colleague's session ends at once");

  const second = await dealer.POST('/api/team/invitations', { body: { email: `second-${randomUUID().slice(0, 8)}@example.com`, role: 'buyer' } });
  if (second.error) fail('invite a second colleague', second.error, second.response);
  const withdrawn = await dealer.DELETE('/api/team/invitations/{id}', { params: { path: { id: second.data._id } } });
  if (withdrawn.error) fail('withdraw the invitation', withdrawn.error, withdrawn.response);
  const team = await dealer.GET('/api/team');
  if (team.error) fail('read the team', team.error, team.response);
  expect(!team.data.invitations.some((i) => i._id === second.data._id), 'a withdrawn invitation is no longer listed');
  console.log(`team: ${team.data.members.length} members, ${team.data.invitations.length} open invitations`);
}
