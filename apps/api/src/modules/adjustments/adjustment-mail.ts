import { createElement } from 'react';
import type { AdjustmentStatus } from '@portal/domain/adjustments/adjustment-status';
import type { MailMessage } from '../../adapters/mail/mailer';
import { AdjustmentStatusMail, AdjustmentSubmittedMail, type AdjustmentMailFacts } from '../mail/templates/adjustment-mails';

/**
 * The messages of an order adjustment (issue 19): reviewers when it is submitted; the requester
 * when updates are asked for, when it is approved or rejected, and when it ships. They name the
 * adjustment and its order and link to the dialog; the reviewer notes are never in one.
 */
export type { AdjustmentMailFacts };

const link = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

export function adjustmentSubmittedMail(to: string, a: AdjustmentMailFacts, requester: string, publicUrl: string): MailMessage {
  const href = link(publicUrl, `/admin/adjustments/${a.id}`);
  return {
    to,
    subject: `Order adjustment submitted for review: ${a.description} (${a.portalNumber} ${a.orderName})`,
    text:
      `${requester} submitted the order adjustment "${a.description}" on the order ${a.portalNumber} "${a.orderName}" for review.\n\n` +
      `Review it at:\n${href}\n`,
    html: createElement(AdjustmentSubmittedMail, { adjustment: a, requester, href }),
  };
}

/** Per status mailed: the heading (the subject, before the adjustment's name) and the sentence. */
const requesterWords: Partial<Record<AdjustmentStatus, (a: AdjustmentMailFacts) => { heading: string; text: string }>> = {
  Awaiting_Requester: (a) => ({
    heading: 'Your order adjustment needs your input',
    text:
      `The reviewer asked for updates on your order adjustment "${a.description}" (order ${a.portalNumber} "${a.orderName}"). ` +
      'Please answer the requests marked Awaiting Requester and submit it again.',
  }),
  Approved: (a) => ({
    heading: 'Your order adjustment is approved',
    text: `Your order adjustment "${a.description}" on the order ${a.portalNumber} "${a.orderName}" is approved.`,
  }),
  Rejected: (a) => ({
    heading: 'Your order adjustment is rejected',
    text: `Your order adjustment "${a.description}" on the order ${a.portalNumber} "${a.orderName}" is rejected.`,
  }),
  Shipped: (a) => ({
    heading: 'Your order adjustment has shipped',
    text:
      `Your order adjustment "${a.description}" on the order ${a.portalNumber} "${a.orderName}" has ` +
      `shipped with ${a.shippingAgent ?? ''}, tracking number ${a.trackingNumber ?? ''}.`,
  }),
};

/** The requester's message for a status the reviewer gave, or null when that status is not mailed. */
export function adjustmentStatusMail(to: string, a: AdjustmentMailFacts, publicUrl: string): MailMessage | null {
  const words = requesterWords[a.status]?.(a);
  if (!words) return null;
  const href = link(publicUrl, `/account/adjustments/${a.id}`);
  return {
    to,
    subject: `${words.heading}: ${a.description}`,
    text: `${words.text}\n\n${href}\n`,
    html: createElement(AdjustmentStatusMail, { adjustment: a, heading: words.heading, sentence: words.text, href }),
  };
}
