// The restore drill's load: approved dealers, each placing orders one after another: a draft of a
// few part lines, a document uploaded to it, then the submission (which writes a mail to the
// administrator). What each step was acknowledged with, and when, is kept for the checks.
import { createHash, randomBytes } from 'node:crypto';
import type { ApiProcess } from './api-process';
import { approveAccount, call, must, usdCustomer } from './portal-calls';

export interface DrillDealer {
  email: string;
  token: string;
}

export interface DrillOrder {
  id: string;
  name: string;
  dealer: string;
  /** The part lines sent: item number and quantity. */
  lines: { number: string; quantity: number }[];
  /** The document uploaded to it: its name, and the checksum of its bytes. */
  document: { name: string; sha256: string; bytes: number };
  /** When its upload, and then its submission, were answered (performance.now()); undefined: not (yet). */
  uploadedAt?: number;
  submittedAt?: number;
}

const admin = { email: 'drill-admin@example.com', password: 'a restore drill admin password' };
export const drillAdmin = admin;

/**
 * `count` dealers, registered and approved with store access by the administrator (as
 * portal-calls.ts approvedDealer does), each signed in; each from an address of its own, named by
 * the proxy the portal trusts (TRUST_PROXY=127.0.0.1), as people behind a load balancer are: the
 * per-address registration and sign-in limits see one person each.
 */
export async function drillDealers(api: ApiProcess, count: number): Promise<DrillDealer[]> {
  const from = (i: number) => ({ 'x-forwarded-for': `10.33.${Math.floor(i / 250)}.${(i % 250) + 1}` });
  const signIn = async (email: string, password: string, i: number) => {
    const res = await call(api, 'POST', '/api/users/login', { email, password }, undefined, from(i));
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(res.data)}`);
    return res.data.token as string;
  };
  const adminToken = await signIn(admin.email, admin.password, count);
  const customerId = await usdCustomer(api, adminToken);
  const dealers: DrillDealer[] = [];
  for (let i = 0; i < count; i++) {
    const email = `drill-dealer-${i + 1}@example.com`;
    const password = 'a restore drill dealer password';
    const registered = await call(
      api,
      'POST',
      '/api/users',
      { fname: 'Drill', lname: `Dealer ${i + 1}`, location: 'Tucson, AZ', email, password },
      undefined,
      from(i),
    );
    if (registered.status >= 300) throw new Error(`registration of ${email}: ${registered.status} ${JSON.stringify(registered.data)}`);
    await approveAccount(api, adminToken, email, customerId);
    dealers.push({ email, token: await signIn(email, password, i) });
  }
  return dealers;
}

/** A PDF the upload accepts (it checks the content): unique bytes, so each file's checksum names it. */
function pdf(order: string, size: number): Buffer {
  return Buffer.concat([Buffer.from(`%PDF-1.4\n% ${order}\n`), randomBytes(size), Buffer.from('\n%%EOF\n')]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every dealer places `perDealer` orders one after another (about `thinkMs` apart), all dealers at once; `onSubmitted`
 * hears each acknowledged submission (the drill starts its backup from it). Answers every order
 * begun, acknowledged or not; a refused step ends that dealer's run with an error.
 */
export async function placeOrders(
  api: ApiProcess,
  dealers: readonly DrillDealer[],
  options: { perDealer: number; documentBytes: number; thinkMs: number; onSubmitted: (order: DrillOrder) => void },
): Promise<DrillOrder[]> {
  const items = ((await must(api, 'GET', '/api/bc/portalItems', undefined, dealers[0]!.token)) as { number: string }[]).filter((i) => i.number.length > 0);
  if (items.length < 3) throw new Error('the sample catalog has fewer than 3 portal items');
  const orders: DrillOrder[] = [];
  await Promise.all(
    dealers.map(async (dealer, d) => {
      for (let n = 0; n < options.perDealer; n++) {
        const name = `Drill ${String(d + 1).padStart(2, '0')}-${String(n + 1).padStart(3, '0')}`;
        const lines = Array.from({ length: 1 + ((d + n) % 3) }, (_, l) => ({
          number: items[(d * 7 + n * 3 + l) % items.length]!.number,
          quantity: 1 + ((n + l) % 4),
        }));
        const cart = { screens: [], roofs: [], parts: lines };
        const draft = await must(api, 'POST', '/api/orders', { status: 'DRAFT', orderName: name, cart }, dealer.token);
        const bytes = pdf(name, options.documentBytes);
        const order: DrillOrder = {
          id: draft._id as string,
          name,
          dealer: dealer.email,
          lines,
          document: { name: 'plan.pdf', sha256: sha256(bytes), bytes: bytes.length },
        };
        orders.push(order);
        const form = new FormData();
        form.append('files', new Blob([bytes], { type: 'application/pdf' }), order.document.name);
        const upload = await fetch(`${api.url}/api/files/orders/${order.id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${dealer.token}` },
          body: form,
        });
        if (upload.status !== 201) throw new Error(`upload to ${name}: ${upload.status} ${await upload.text()}`);
        order.uploadedAt = performance.now();
        await must(api, 'POST', '/api/orders', { _id: order.id, version: draft.version, status: 'SUBMITTED', orderName: name, cart }, dealer.token);
        order.submittedAt = performance.now();
        options.onSubmitted(order);
        // A person between two orders: the load lasts long enough for the backup to land in the middle of it.
        await new Promise((resolve) => setTimeout(resolve, options.thinkMs * (0.5 + Math.random())));
      }
    }),
  );
  return orders;
}
