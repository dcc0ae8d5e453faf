import type { AdjustmentStatus } from '@portal/domain/adjustments/adjustment-status';
import { MailLayout, MailText } from './mail-layout';
import { quotedOrder } from './order-summary';

/**
 * What the mails of an order adjustment (adjustments/adjustment-mail.ts) know of it: they name the
 * adjustment and its order and link to its dialog; the reviewer notes are never in one.
 */
export interface AdjustmentMailFacts {
  id: string;
  description: string;
  portalNumber: string;
  orderName: string;
  status: AdjustmentStatus;
  shippingAgent: string | null;
  trackingNumber: string | null;
  /** Its issues, each with the line it is about: 'Screen 2', 'Torn mesh', 'Reorder', 'Approved'. */
  issues: { item: string; issue: string; kind: string; status: string }[];
}

function adjustmentSummary(a: AdjustmentMailFacts) {
  const facts = [
    { label: 'Adjustment', value: a.description },
    { label: 'Order', value: `${a.portalNumber} ${a.orderName}` },
  ];
  if (a.status === 'Shipped') facts.push({ label: 'Carrier', value: a.shippingAgent ?? '' }, { label: 'Tracking number', value: a.trackingNumber ?? '' });
  const lines = a.issues.map((i) => ({ name: `${i.item}: ${i.issue}`, detail: [i.kind, i.status].filter(Boolean).join(' · ') }));
  return { facts, lines };
}

export function AdjustmentSubmittedMail({ adjustment: a, requester, href }: { adjustment: AdjustmentMailFacts; requester: string; href: string }) {
  return (
    <MailLayout heading="Order adjustment submitted for review" summary={adjustmentSummary(a)} button={{ label: 'Review the adjustment', href }}>
      <MailText>
        {requester} submitted the order adjustment <strong>&quot;{a.description}&quot;</strong> on the order <strong>{quotedOrder(a)}</strong> for review.
      </MailText>
    </MailLayout>
  );
}

/** The requester's mail for a reviewer's answer: `heading` and `sentence` are the plain text's own words for that status. */
export function AdjustmentStatusMail(props: { adjustment: AdjustmentMailFacts; heading: string; sentence: string; href: string }) {
  return (
    <MailLayout heading={props.heading} summary={adjustmentSummary(props.adjustment)} button={{ label: 'Open the adjustment', href: props.href }}>
      <MailText>{props.sentence}</MailText>
    </MailLayout>
  );
}
