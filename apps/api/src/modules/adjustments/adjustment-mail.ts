import type { AdjustmentStatus } from '@portal/domain/adjustments/adjustment-status';
import type { MailMessage } from '../../adapters/mail/mailer';

/**
 * The messages of an order adjustment (issue 19): reviewers when it is submitted; the requester
 * when updates are asked for, when it is approved or rejected, and when it ships. They name the
 * adjustment and its order and link to the dialog; the reviewer notes are never in one.
 */
export interface AdjustmentMailFacts {
  id: string;
  description: string;
  portalNumber: string;
  orderName: string;
  status: AdjustmentStatus;
  shippingAgent: string | null;
  trackingNumber: string | null;
}

const link = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

export function adjustmentSubmittedMail(to: string, a: AdjustmentMailFacts, requester: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Order adjustment submitted for review: ${a.description} (${a.portalNumber} ${a.orderName})`,
    text:
      `${requester} submitted the order adjustment "${a.description}" on the order ${a.portalNumber} "${a.orderName}" for review.\n\n` +
      `Review it at:\n${link(publicUrl, `/admin/adjustments/${a.id}`)}\n`,
  };
}

const requesterWords: Partial<Record<AdjustmentStatus, (a: AdjustmentMailFacts) => { subject: string; text: string }>> = {
  Awaiting_Requester: (a) => ({
    subject: `Your order adjustment needs your input: ${a.description}`,
    text:
      `The reviewer asked for updates on your order adjustment "${a.description}" (order ${a.portalNumber} "${a.orderName}"). ` +
      'Please answer the requests marked Awaiting Requester and submit it again.',
  }),
  Approved: (a) => ({
    subject: `Your order adjustment is approved: ${a.description}`,
    text: `Your order adjustment "${a.description}" on the order ${a.portalNumber} "${a.orderName}" is approved.`,
  }),
  Rejected: (a) => ({
    subject: `Your order adjustment is rejected: ${a.description}`,
    text: `Your order adjustment "${a.description}" on the order ${a.portalNumber} "${a.orderName}" is rejected.`,
  }),
  Shipped: (a) => ({
    subject: `Your order adjustment has shipped: ${a.description}`,
    text:
      `Your order adjustment "${a.description}" on the order ${a.portalNumber} "${a.orderName}" has ` +
      `shipped with ${a.shippingAgent ?? ''}, tracking number ${a.trackingNumber ?? ''}.`,
  }),
};

/** The requester's message for a status the reviewer gave, or null when that status is not mailed. */
export function adjustmentStatusMail(to: string, a: AdjustmentMailFacts, publicUrl: string): MailMessage | null {
  const words = requesterWords[a.status]?.(a);
  return words ? { to, subject: words.subject, text: `${words.text}\n\n${link(publicUrl, `/account/adjustments/${a.id}`)}\n` } : null;
}
