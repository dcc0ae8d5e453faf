import type { Readable } from 'node:stream';
import type { PortalUser } from '@portal/domain/accounts/user';
import { noErpCustomerError } from '@portal/domain/customers/customer';
import { DomainError } from '@portal/domain/errors/domain-error';
import type { TOrderCopy } from '@portal/domain/orders/order-copy';
import type { OrderView } from '@portal/domain/orders/order-view';
import { quoteDocument } from '@portal/domain/quotes/quote-document';
import {
  quoteMessages,
  type TCreateQuoteInput,
  type TQuote,
  type TQuoteListInput,
  type TQuoteSettings,
  type TQuoteSettingsInput,
} from '@portal/domain/quotes/quote-schemas';
import { toQuoteView } from '@portal/domain/quotes/quote-view';
import { defaultMarkups, type Markups } from '@portal/domain/quotes/retail-prices';
import {
  deleteQuote,
  getQuote,
  getQuoteSettings,
  insertQuote,
  listQuotes,
  saveQuoteLogo,
  saveQuoteSettings,
  updateQuote,
  type QuoteRow,
} from '@portal/db/queries/quotes';
import type { AppDeps } from '../../app-deps';
import { renderPdf } from '../../adapters/pdf/pdf-document';
import { drawingsByLine } from '../documents/service';
import { logoFromUpload } from './quote-logo';
import { refuseSalesperson, salespersonMessages } from '../teams/retail-prices';
import { readsRetail } from '@portal/domain/teams/team-roles';

interface OrdersForQuotes {
  /** The order at the dealer's prices, whoever asks: a quote's retail prices are worked out from them. */
  read(actor: PortalUser, id: string): Promise<OrderView>;
  copyFrom(actor: PortalUser, source: OrderView): Promise<TOrderCopy>;
}

const quoteNotFound = () => new DomainError('NOT_FOUND', 'Quote not found');

/** A markup override as sent: the kinds it names. */
const definedMarkups = (markups: TCreateQuoteInput['markups']): Partial<Markups> =>
  Object.fromEntries(Object.entries(markups ?? {}).filter(([, value]) => value !== undefined));

/** Quote settings as the caller reads them: a salesperson without the markups (issue 32). */
const shownSettings = (actor: PortalUser, settings: TQuoteSettings): TQuoteSettings => (readsRetail(actor) ? { ...settings, markups: null } : settings);

/** The caller's team: the dealers of one ERP customer. Without one there are no prices, so no quotes. */
function teamOf(actor: PortalUser): string {
  if (!actor.bc_customer_id) throw noErpCustomerError();
  return actor.bc_customer_id;
}

/**
 * Customer quotes with the dealer's margin (issue 31): a team's markups and company block, quotes
 * made from the team's saved orders at retail prices, their PDF, and an order again from a quote.
 * A quote belongs to its team; anyone else gets 404, except administrators, who may read any by id.
 */
export function createQuotesService(deps: AppDeps, orders: OrdersForQuotes) {
  const { db } = deps;

  async function settingsOf(actor: PortalUser): Promise<TQuoteSettings & { markups: Markups; logo: Buffer | null }> {
    const team = teamOf(actor);
    const row = await getQuoteSettings(db, team);
    if (!row) {
      const company = { name: actor.bc_customer_displayName ?? '', address: '', phone: '', email: '' };
      return { markups: defaultMarkups, company, allowBelowCost: false, hasLogo: false, logo: null };
    }
    return { markups: row.markups, company: row.company, allowBelowCost: row.allowBelowCost, hasLogo: row.logo !== null, logo: row.logo };
  }

  /** A quote the caller may read: its team's, or any for an administrator. */
  async function readable(actor: PortalUser, id: string): Promise<QuoteRow> {
    const row = await getQuote(db, id);
    if (!row || (!actor.isAdmin && row.customerId !== actor.bc_customer_id)) throw quoteNotFound();
    return row;
  }

  /** A quote the caller may change: its team's only. */
  async function ownQuote(actor: PortalUser, id: string): Promise<QuoteRow> {
    const row = await getQuote(db, id);
    if (!row || row.customerId !== actor.bc_customer_id) throw quoteNotFound();
    return row;
  }

  return {
    async settings(actor: PortalUser): Promise<TQuoteSettings> {
      const { logo: _logo, ...settings } = await settingsOf(actor);
      return shownSettings(actor, settings);
    },

    async saveSettings(actor: PortalUser, input: TQuoteSettingsInput): Promise<TQuoteSettings> {
      refuseSalesperson(actor, salespersonMessages.markups);
      const customerId = teamOf(actor);
      const allowBelowCost = Object.values(input.markups).some((m) => m < 1);
      const row = await saveQuoteSettings(db, { customerId, markups: input.markups, company: input.company, allowBelowCost });
      return { markups: row.markups, company: row.company, allowBelowCost: row.allowBelowCost, hasLogo: row.logo !== null };
    },

    async saveLogo(actor: PortalUser, file: { name: string; body: Readable }): Promise<TQuoteSettings> {
      const current = await settingsOf(actor);
      const logo = await logoFromUpload(file.name, file.body);
      await saveQuoteLogo(db, teamOf(actor), logo, current);
      return shownSettings(actor, { markups: current.markups, company: current.company, allowBelowCost: current.allowBelowCost, hasLogo: true });
    },

    async logo(actor: PortalUser): Promise<Buffer> {
      const { logo } = await settingsOf(actor);
      if (!logo) throw new DomainError('NOT_FOUND', 'No logo yet');
      return logo;
    },

    async create(actor: PortalUser, input: TCreateQuoteInput): Promise<TQuote> {
      if (input.markups) refuseSalesperson(actor, salespersonMessages.markups);
      const customerId = teamOf(actor);
      // Another team's order is answered as a missing one (an administrator sees it, but may not quote it).
      const notOurs = () => new DomainError('NOT_FOUND', quoteMessages.notYourTeamsOrder, { orderId: quoteMessages.notYourTeamsOrder });
      const order = await orders.read(actor, input.orderId).catch((err: unknown) => {
        throw err instanceof DomainError && err.code === 'NOT_FOUND' ? notOurs() : err;
      });
      if (order.userDetails.bc_customer_id !== customerId) throw notOurs();
      const settings = await settingsOf(actor);
      const markups: Markups = { ...settings.markups, ...definedMarkups(input.markups) };
      const row = await insertQuote(db, {
        customerId,
        orderId: order._id,
        order: { ...order, history: [] },
        createdBy: actor._id,
        createdByName: `${actor.fname} ${actor.lname}`.trim(),
        customerName: input.customerName,
        customerAddress: input.customerAddress ?? '',
        markups,
        validUntil: input.validUntil,
        notes: input.notes ?? '',
      });
      return toQuoteView(row, readsRetail(actor));
    },

    async list(actor: PortalUser, input: TQuoteListInput) {
      const { rows, total } = await listQuotes(db, { customerId: teamOf(actor), q: input.q, offset: input.offset, limit: input.limit });
      return { items: rows.map((r) => toQuoteView(r, readsRetail(actor))), total, offset: input.offset, limit: input.limit };
    },

    async get(actor: PortalUser, id: string): Promise<TQuote> {
      return toQuoteView(await readable(actor, id), readsRetail(actor));
    },

    async update(actor: PortalUser, id: string, input: { status?: TQuote['status'] | undefined; notes?: string | undefined }): Promise<TQuote> {
      await ownQuote(actor, id);
      const row = await updateQuote(db, id, {
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      });
      if (!row) throw quoteNotFound();
      return toQuoteView(row, readsRetail(actor));
    },

    async remove(actor: PortalUser, id: string): Promise<{ deleted: true }> {
      await ownQuote(actor, id);
      if (!(await deleteQuote(db, id))) throw quoteNotFound();
      return { deleted: true };
    },

    async pdf(actor: PortalUser, id: string): Promise<{ fileName: string; pdf: Readable }> {
      const row = await readable(actor, id);
      const quote = toQuoteView(row);
      const settings = await getQuoteSettings(db, row.customerId);
      const company = settings?.company ?? { name: '', address: '', phone: '', email: '' };
      const model = quoteDocument(quote, row.order, company, drawingsByLine(row.order));
      return { fileName: `Quote ${quote.number}.pdf`, pdf: renderPdf(model, { logo: settings?.logo ?? null }) };
    },

    /** A new draft of the caller's from the quote's lines, at today's prices, each line's difference answered. */
    async order(actor: PortalUser, id: string): Promise<TOrderCopy> {
      const row = await ownQuote(actor, id);
      return orders.copyFrom(actor, row.order);
    },
  };
}
