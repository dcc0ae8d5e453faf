import { createElement } from 'react';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { OrderView } from '@portal/domain/orders/order-view';
import { ErpSyncFailedMail } from '../mail/templates/erp-sync-mails';
import { orderDealer } from '../mail/templates/order-summary';

/** To each administrator, once per failure: which order, the ERP's reason, where to retry it. */
export function erpSyncFailedMail(to: string, order: OrderView, reason: string, publicUrl: string): MailMessage {
  const dealer = orderDealer(order);
  const failed = new URL('/admin/orders?erpSync=failed', publicUrl).toString();
  return {
    to,
    subject: `Sales order not created: ${order.portalNumber} ${order.orderName} (${dealer})`,
    text:
      `The approved order ${order.portalNumber} "${order.orderName}" of ${dealer} could not be created as a sales order in the ERP.\n\n` +
      `Reason: ${reason}\n\n` +
      `Put it right in the ERP (or in the order), then retry it from the failed orders:\n${failed}\n`,
    html: createElement(ErpSyncFailedMail, { order, reason, href: failed }),
  };
}
