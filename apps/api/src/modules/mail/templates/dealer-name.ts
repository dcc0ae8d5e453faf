/** Who a ticket or a warranty request is from: the dealer's name, else its ERP customer number, else the filer's own name. */
export const dealerName = (d: { bc_customer_displayName: string | null; bc_customer_id: string | null; userName: string }) =>
  d.bc_customer_displayName ?? d.bc_customer_id ?? d.userName;
