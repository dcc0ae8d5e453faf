import type { DbOrTx } from '@portal/db/create-db';
import { readOrderListItemFields } from '@portal/db/queries/order-list-item-fields';
import type { OrderPage } from '@portal/db/queries/order-lists';
import type { OrderView } from '@portal/domain/orders/order-view';
import { listItemFormat, pageItems, type ItemCopies } from './order-list-items';

/** What an export of an order list reads of each row: the fields its columns show (order-export-columns.ts), as the list's row holds them. */
export type OrderExportRow = Pick<OrderView, 'createdAt' | 'updatedAt' | 'portalNumber' | 'orderName' | 'orderNumber' | 'status' | 'shippingDate'> & {
  erpSync: Pick<OrderView['erpSync'], 'status'>;
  userDetails: Pick<OrderView['userDetails'], 'userName' | 'bc_customer_displayName' | 'bc_customer_priceGroup'>;
  totalsCents: Pick<OrderView['totalsCents'], 'totalPrice'>;
};

/** A page of an order list's export: its rows and how many the filters match. */
export interface OrderExportPage {
  items: OrderExportRow[];
  total: number;
}

/** Where each field is in a list row's JSON. */
const paths = {
  createdAt: ['createdAt'],
  updatedAt: ['updatedAt'],
  portalNumber: ['portalNumber'],
  orderName: ['orderName'],
  orderNumber: ['orderNumber'],
  status: ['status'],
  shippingDate: ['shippingDate'],
  erpSync: ['erpSync', 'status'],
  userName: ['userDetails', 'userName'],
  dealer: ['userDetails', 'bc_customer_displayName'],
  currency: ['userDetails', 'bc_customer_priceGroup'],
  total: ['totalsCents', 'totalPrice'],
} as const;
type Field = keyof typeof paths;
const fields = Object.keys(paths) as Field[];

function rowOf(get: (field: Field) => string | null): OrderExportRow {
  const text = (field: Field) => get(field) ?? '';
  return {
    createdAt: text('createdAt'),
    updatedAt: text('updatedAt'),
    portalNumber: text('portalNumber'),
    orderName: text('orderName'),
    orderNumber: text('orderNumber'),
    status: text('status') as OrderView['status'],
    shippingDate: get('shippingDate'),
    erpSync: { status: text('erpSync') as OrderView['erpSync']['status'] },
    userDetails: {
      userName: text('userName'),
      bc_customer_displayName: get('dealer'),
      bc_customer_priceGroup: text('currency') as OrderView['userDetails']['bc_customer_priceGroup'],
    },
    totalsCents: { totalPrice: Number(get('total')) },
  };
}

/** The export's row of a list row parsed in JavaScript (a salesperson's, at retail). */
export function exportRowOfItem(item: unknown): OrderExportRow {
  return rowOf((field) => valueAt(item, paths[field]));
}

/** A field of a row parsed in JavaScript, as the database reads it (`#>>`: text, or null). */
function valueAt(item: unknown, path: readonly string[]): string | null {
  let value: unknown = item;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value === null || value === undefined ? null : String(value);
}

/**
 * The page's rows as an export reads them, in list order: the fields of the stored items (the very
 * rows the list sends) read by the database; an item missing or of an older format is built and
 * stored as a list page would (pageItems), and read here.
 */
export async function exportRowsOf(db: DbOrTx, page: OrderPage, copies: ItemCopies): Promise<OrderExportRow[]> {
  const current = page.entries.filter((e) => e.format === listItemFormat).map((e) => e.id);
  const found = new Map<string, OrderExportRow>();
  for (const { orderId, values } of await readOrderListItemFields(
    db,
    current,
    listItemFormat,
    fields.map((f) => paths[f]),
  ))
    found.set(
      orderId,
      rowOf((field) => values[fields.indexOf(field)] ?? null),
    );
  const rest = page.entries.filter((e) => !found.has(e.id));
  if (rest.length > 0) {
    for (const bytes of await pageItems(db, { entries: rest, total: page.total }, copies)) {
      const item: unknown = JSON.parse(bytes.toString('utf8'));
      found.set(valueAt(item, ['_id']) ?? '', exportRowOfItem(item));
    }
  }
  // An order deleted since the page was read has no row: it leaves the export, as it leaves the page.
  return page.entries.flatMap((e) => found.get(e.id) ?? []);
}
