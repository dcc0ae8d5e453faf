import type { WarrantyStatus } from '@portal/domain/warranty/warranty-status';
import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import { dealerName } from './dealer-name';
import { MailLayout, MailText, Quoted } from './mail-layout';
import { quotedOrder } from './order-summary';

/** The HTML of a warranty request's mails (warranty/warranty-mail.ts): its screens and roofs are the summary's lines. */

/** The parts reported on one screen or roof, each with its comment: 'Fabric (torn); Motor (noisy)'. */
export const reportedParts = (item: WarrantyView['warrantyItems'][number]) => item.subItems.map((s) => `${s} (${item.comments[s] ?? ''})`).join('; ');

function warrantySummary(w: WarrantyView) {
  return {
    facts: [
      { label: 'Request', value: w.warrantyId },
      { label: 'Order', value: `${w.orderPortalNumber} ${w.orderName}` },
      { label: 'Dealer', value: dealerName(w.userDetails) },
      { label: 'Status', value: w.warrantyStatus },
    ],
    lines: w.warrantyItems.map((item) => ({ name: item.itemName, detail: reportedParts(item) || undefined })),
  };
}

const orderOf = (w: WarrantyView) => quotedOrder({ portalNumber: w.orderPortalNumber, orderName: w.orderName });

export function WarrantyFiledMail({ warranty: w, href }: { warranty: WarrantyView; href: string }) {
  return (
    <MailLayout heading={`Warranty request ${w.warrantyId} filed`} summary={warrantySummary(w)} button={{ label: 'Process the request', href }}>
      <MailText>
        {w.userDetails.userName} of {dealerName(w.userDetails)} filed warranty request {w.warrantyId} on the order <strong>{orderOf(w)}</strong>:
      </MailText>
      <Quoted>{w.warrantyMessage}</Quoted>
    </MailLayout>
  );
}

export function WarrantyStatusMail({ warranty: w, from, href }: { warranty: WarrantyView; from: WarrantyStatus; href: string }) {
  return (
    <MailLayout
      heading={`Your warranty request ${w.warrantyId} is ${w.warrantyStatus}`}
      summary={warrantySummary(w)}
      button={{ label: 'Open the request', href }}
    >
      <MailText>
        Your warranty request {w.warrantyId} on the order <strong>{orderOf(w)}</strong> moved from {from} to {w.warrantyStatus}.
      </MailText>
    </MailLayout>
  );
}
