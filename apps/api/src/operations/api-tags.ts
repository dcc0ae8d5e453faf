/** The document's tags, one per area, in the order the document lists them. */
export const apiTags = {
  Accounts: 'Registration, sign-in, password reset and the signed-in profile',
  Users: 'Portal users for administrators: approval, flags, ERP customer, deletion',
  Teams:
    "Dealer teams (the accounts of one ERP customer): the team's members, invitations by email, roles, deactivation and the spending approval, " +
    'run by team administrators',
  Mail: 'The mail outbox for administrators: every mail the portal wrote, delivered or not',
  Customers: 'Business Central customers and their price groups and tiers',
  Catalog: 'Kits, portal items and the catalog snapshot the store prices from; catalog imports',
  Pricing: 'Prices computed by the server',
  Orders: 'Carts and orders: save, submit, process, reject, ship, delete, list',
  Quotes: "Customer quotes with the dealer's margin: markups and company block, quotes from the team's orders at retail prices, their PDF, an order again",
  Tickets: 'Support tickets: file, view, edit while New, reply, change the status (administrators), list with counts per status',
  Warranty: 'Warranty requests: file on an approved or shipped order, view, list (mine, team, all), change the status and message (administrators)',
  Adjustments:
    'Order adjustments: warranty and reorder requests against an approved or shipped order, ' +
    'reviewed issue by issue (comments, images, reviewer notes), approved, rejected, shipped; off when the back office turns the feature off (404)',
  Files:
    'The library (documents, photos, training videos) and each order’s files: ' +
    'upload (checked by content), list with signed download links, rename (library), delete',
  'Pricing administration': 'Portal pricing rules, customer tiers and their history (pricing permission)',
  'Data management': 'Customer import, portal item overview and the price-sheet generator (data management permission)',
  Settings: 'Portal-wide settings',
  Dashboard:
    "The staff dashboard for administrators: what waits for action (each count a filtered list's total), orders and their value per week, " +
    'approval time, the on-time shipment rate; computed from stored data when asked',
  Speed:
    'Real-user speed (issue 33): the anonymous beacons every page sends (LCP, INP, CLS, TTFB per route and device class), ' +
    "and the administrators' weekly p75 report",
  Service: "Health, public configuration, this document, and the embedded database's snapshot npm run backup takes",
} as const;

export type ApiTag = keyof typeof apiTags;
