import { createElement } from 'react';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import type { WarrantyStatus } from '@portal/domain/warranty/warranty-status';
import { dealerName } from '../mail/templates/dealer-name';
import { reportedParts, WarrantyFiledMail, WarrantyStatusMail } from '../mail/templates/warranty-mails';

/** The messages of a warranty request (portal.md §4, issue 17); links open the request itself (issue 29). */
const link = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();
const dealerOf = (w: WarrantyView) => dealerName(w.userDetails);

const itemLines = (w: WarrantyView) => w.warrantyItems.map((item) => `- ${item.itemName}${item.subItems.length ? `: ${reportedParts(item)}` : ''}`).join('\n');

export function warrantyFiledMail(to: string, w: WarrantyView, publicUrl: string): MailMessage {
  const href = link(publicUrl, `/admin/warranties?warranty=${w._id}`);
  return {
    to,
    subject: `Warranty request ${w.warrantyId} filed: ${w.orderPortalNumber} ${w.orderName} (${dealerOf(w)})`,
    text:
      `${w.userDetails.userName} of ${dealerOf(w)} filed warranty request ${w.warrantyId} on the order ${w.orderPortalNumber} "${w.orderName}".\n\n` +
      `${itemLines(w)}\n\n${w.warrantyMessage}\n\n` +
      `Process it at:\n${href}\n`,
    html: createElement(WarrantyFiledMail, { warranty: w, href }),
  };
}

export function warrantyStatusMail(to: string, w: WarrantyView, from: WarrantyStatus, publicUrl: string): MailMessage {
  const href = link(publicUrl, `/account/warranties?warranty=${w._id}`);
  return {
    to,
    subject: `Your warranty request ${w.warrantyId} is ${w.warrantyStatus}`,
    text:
      `Your warranty request ${w.warrantyId} on the order ${w.orderPortalNumber} "${w.orderName}" moved from ${from} to ${w.warrantyStatus}.\n\n` + `${href}\n`,
    html: createElement(WarrantyStatusMail, { warranty: w, from, href }),
  };
}
