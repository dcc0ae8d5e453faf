import { sql } from 'drizzle-orm';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import type { TSaveOrderInput } from '@portal/domain/orders/order-schemas';
import type { TestApp } from '../../test/test-server';

/** tRPC over inject for the order tests: a query (GET ?input=) or a mutation (POST). */
export async function trpc(t: TestApp, token: string, path: string, input?: unknown, kind: 'query' | 'mutation' = 'query') {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    kind === 'query'
      ? await t.app.inject({ method: 'GET', url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers })
      : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, payload: (input ?? {}) as object, headers });
  const body = res.json();
  return { status: res.statusCode, data: body.result?.data, error: body.error };
}

export const remote = { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 };

/** A cart every sample price group can price: a screen, a roof and a part. */
export function fullCart(): TSaveOrderInput['cart'] {
  return {
    screens: [{ screenName: 'Patio', config: makeScreenConfig({ width: 144, trackLeft: 'Cable' }) }],
    roofs: [{ config: workedRoofA }],
    parts: [{ config: remote }],
  };
}

export const partsCart = (): TSaveOrderInput['cart'] => ({ parts: [{ config: remote }] });

export function saveInput(overrides: Partial<TSaveOrderInput> = {}): TSaveOrderInput {
  return { orderName: 'Backyard', status: 'DRAFT', cart: fullCart(), ...overrides };
}

/** More sender/receiver customers than the sample has, so non-admins have two to choose from. */
export async function addTransferParties(t: TestApp) {
  await t.db.db.execute(
    sql`insert into erp_customers (id, display_name, price_group, is_sender_receiver)
      values ('C30000', 'Lakeside Awnings', 'USD', true), ('C30010', 'Prairie Patio', 'CAD', true) on conflict do nothing`,
  );
}

/** A screen's options as the original client sends them (by the form's labels): a valid, priced set. */
export const restScreenOptions = {
  'Housing Size': '5.5',
  'Housing Shape': 'Square',
  jobColor: 'Black',
  'Track Left': 'Standard',
  'Track Right': 'Standard',
  'Mounting Angle': 'No',
  materialType: 'Suntex 95',
  materialColor: 'Black',
  'Motor Type': 'HD - 21 RPM',
  'Motor Side': 'Right',
  'Bottom Bar Finish': '2 inch gasket',
};
