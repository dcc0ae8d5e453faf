import { describe, expect, it } from 'vitest';
import { adjustmentStatusMail, adjustmentSubmittedMail, type AdjustmentMailFacts } from './adjustment-mail';

const facts: AdjustmentMailFacts = {
  id: '30000000-0000-4000-8000-000000000029',
  description: 'Porch repairs',
  portalNumber: 'P-000731',
  orderName: 'Lakeside porch',
  status: 'Awaiting_Reviewer',
  shippingAgent: null,
  trackingNumber: null,
};
const publicUrl = 'https://portal.example.com';

describe('an adjustment’s mails link to that adjustment’s dialog (issue 29)', () => {
  it('reviewers: /admin/adjustments/{id}', () => {
    expect(adjustmentSubmittedMail('staff@example.com', facts, 'Ada Adams', publicUrl).text).toContain(`${publicUrl}/admin/adjustments/${facts.id}\n`);
  });

  it('the requester, for every status mailed: /account/adjustments/{id}', () => {
    for (const status of ['Awaiting_Requester', 'Approved', 'Rejected', 'Shipped'] as const)
      expect(adjustmentStatusMail('ada@example.com', { ...facts, status }, publicUrl)?.text).toContain(`${publicUrl}/account/adjustments/${facts.id}\n`);
  });
});

describe('an adjustment’s mails name its order by portal number and name (issue 30)', () => {
  it('in the subject of the reviewers’ mail and in the text of every mail', () => {
    const submitted = adjustmentSubmittedMail('staff@example.com', facts, 'Ada Adams', publicUrl);
    expect(submitted.subject).toBe('Order adjustment submitted for review: Porch repairs (P-000731 Lakeside porch)');
    for (const status of ['Awaiting_Requester', 'Approved', 'Rejected', 'Shipped'] as const)
      expect(adjustmentStatusMail('ada@example.com', { ...facts, status }, publicUrl)?.text).toContain('P-000731 "Lakeside porch"');
  });
});
