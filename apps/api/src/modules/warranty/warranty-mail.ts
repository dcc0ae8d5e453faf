import type { MailMessage } from '../../adapters/mail/mailer';
import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import type { WarrantyStatus } from '@portal/domain/warranty/warranty-status';

/** The messages of a warranty request (portal.md §4, issue 17); links open the request itself (issue 29). */
const link = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();
const dealerOf = (w: WarrantyView) => w.userDetails.bc_customer_displayName ?? w.userDetails.bc_customer_id ?? w.userDetails.userName;

const itemLines = (w: WarrantyView) =>
  w.warrantyItems
    .map((item) => `- ${item.itemName}${item.subItems.length ? `: ${item.subItems.map((s) => `${s} (${item.comments[s] ?? ''})`).join('; ')}` : ''}`)
    .join('\n');

export function warrantyFiledMail(to: string, w: WarrantyView, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Warranty request ${w.warrantyId} filed: ${w.orderPortalNumber} ${w.orderName} (${dealerOf(w)})`,
    text:
      `${w.userDetails.userName} of ${dealerOf(w)} filed warranty request ${w.warrantyId} on the order ${w.orderPortalNumber} "${w.orderName}".\n\n` +
      `${itemLines(w)}\n\n${w.warrantyMessage}\n\n` +
      `Process it at:\n${link(publicUrl, `/admin/warranties?warranty=${w._id}`)}\n`,
  };
}

export function warrantyStatusMail(to: string, w: WarrantyView, from: WarrantyStatus, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Your warranty request ${w.warrantyId} is ${w.warrantyStatus}`,
    text:
      `Your warranty request ${w.warrantyId} on the order ${w.orderPortalNumber} "${w.orderName}" moved from ${from} to ${w.warrantyStatus}.\n\n` +
      `${link(publicUrl, `/account/warranties?warranty=${w._id}`)}\n`,
  };
}
