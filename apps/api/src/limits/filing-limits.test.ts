import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFilingLimitRules, filingMessages } from '@portal/domain/limits/filing-limits';
import { createTestApp, roles, type TestApp } from '../test/test-server';
import { fileTicket, mailSubjects, newTicket } from '../modules/tickets/tickets-test-kit';
import { makeOrder, warrantyBody } from '../modules/warranty/warranty-test-kit';

/** What one signed-in account can file (and so mail) in an hour: a loop stops, a person does not notice. */
describe('filing limits per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { SAMPLE_CATALOG_ON_START: true },
      filingLimits: { ...defaultFilingLimitRules, ticketRepliesPerHour: 3, warrantiesPerHour: 2 },
    });
  });
  afterAll(() => t.close());

  it(`stores and mails ${defaultFilingLimitRules.ticketsPerHour} Urgent tickets of one account in an hour, then answers 429 and stores nothing`, async () => {
    const dealer = await t.makeUser({ ...roles.dealer });
    const teammate = await t.makeUser({ ...roles.dealer });
    const supportBefore = (await mailSubjects(t, t.app.deps.config.SUPPORT_EMAIL)).length;
    let filed = 0;
    let refused: Awaited<ReturnType<TestApp['call']>> | undefined;
    for (let i = 0; i < defaultFilingLimitRules.ticketsPerHour + 5 && !refused; i += 1) {
      const res = await t.call('POST', '/api/tickets', { token: dealer.token, body: newTicket({ ticketType: 'Urgent', ticketName: `Loop ${i}` }) });
      if (res.status === 201) filed += 1;
      else refused = res;
    }
    expect(filed).toBe(defaultFilingLimitRules.ticketsPerHour);
    expect(refused?.status).toBe(429);
    expect(refused?.body).toMatchObject({ code: 'RATE_LIMITED', message: filingMessages.tooMany });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const mine = await t.call('GET', '/api/tickets/mytickets', { token: dealer.token });
    expect(mine.body.total).toBe(defaultFilingLimitRules.ticketsPerHour);
    const supportMails = (await mailSubjects(t, t.app.deps.config.SUPPORT_EMAIL)).length - supportBefore;
    expect(supportMails).toBe(defaultFilingLimitRules.ticketsPerHour);
    // The limit is the account's: a teammate on the same customer still files.
    await fileTicket(t, teammate);
    console.log(
      `one account filing Urgent tickets in a loop: ${filed} stored and ${supportMails} mailed to support, ` +
        `then ${refused?.status} (Retry-After ${refused?.headers['retry-after']} s); before: no limit`,
    );
  });

  it('limits replies and warranty requests of one account the same way', async () => {
    const dealer = await t.makeUser({ ...roles.dealer });
    const admin = await t.makeUser({ ...roles.admin });
    const ticket = await fileTicket(t, dealer);
    const reply = () => t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: dealer.token, body: { message: 'Any news?' } });
    for (let i = 0; i < 3; i += 1) expect((await reply()).status).toBe(201);
    expect((await reply()).status).toBe(429);
    expect((await t.call('GET', `/api/tickets/${ticket._id}`, { token: dealer.token })).body.replies).toHaveLength(3);

    const order = await makeOrder(t, dealer.id, admin.id, 'Shipped');
    const file = () => t.call('POST', '/api/warranty', { token: dealer.token, body: warrantyBody(order) });
    for (let i = 0; i < 2; i += 1) expect((await file()).status).toBe(201);
    expect((await file()).status).toBe(429);
    expect((await t.call('GET', '/api/warranty/mywarranties', { token: dealer.token })).body.total).toBe(2);
  });
});
