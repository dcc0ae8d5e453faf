import type { FastifyInstance } from 'fastify';
import { defaultFilingLimitRules } from '@portal/domain/limits/filing-limits';
import { ZAdminWarrantiesInput, ZCreateWarrantyInput, ZDealerWarrantiesQuery, ZUpdateWarrantyInput, ZWarrantyId } from '@portal/domain/warranty/warranty-schemas';
import { ZWarranty, ZWarrantyList } from '@portal/domain/warranty/warranty-view-schemas';
import { restContext } from '../../http/rest-context';
import { json, operation, typedRoutes } from '../../http/route-contract';
import { callerOf } from '../../http/route-gate';

const warrantyPage = json('A page of warranty requests, newest first', ZWarrantyList);

/** /api/warranty and /api/admin/warranties (portal.md §7, issue 17): the same services as the tRPC router. */
export function registerWarrantyRoutes(app: FastifyInstance) {
  const api = typedRoutes(app);

  api.post(
    '/api/warranty',
    operation({
      operationId: 'createWarranty',
      tag: 'Warranty',
      summary: "File a warranty request on an approved or shipped order of your own or your team's (dealers); it starts New",
      description:
        'Each item names a screen (screenId) or roof (roofId) line of the order once; its sub-items come from the screen or the roof list, each with a non-blank comment. A status, owner, customer or date sent is ignored. Administrators are mailed.',
      access: 'store',
      body: ZCreateWarrantyInput,
      response: { 201: json('The request, filed', ZWarranty) },
      errors: {
        400: "Invalid input: fieldErrors name each field ('warrantyItems' when none is selected, 'warrantyMessage' when blank, 'warrantyItems.0.comments.Housing' for a ticked sub-item without a comment, 'warrantyItems.0.itemId' for a line the order does not have, 'warrantyItems.0.subItems.1' for a sub-item of the other list)",
        403: 'Not a dealer with store access, or an administrator (requests are filed by the dealer of the order)',
        404: 'Order not found (or another customer’s)',
        409: 'STATE_CONFLICT: the order is not approved or shipped',
        429: `RATE_LIMITED: this account has filed ${defaultFilingLimitRules.warrantiesPerHour} warranty requests in the last hour; the Retry-After header says how many seconds to wait`,
      },
    }),
    async (req, reply) => reply.status(201).send(await restContext(app, req).services.warranty.create(callerOf(req), req.body)),
  );

  api.patch(
    '/api/warranty',
    operation({
      operationId: 'updateWarranty',
      tag: 'Warranty',
      summary: 'Change the status (New, In Progress, Closed) and/or the message of a warranty request (administrators); a status change is kept in its history and mailed to the dealer who filed it',
      access: 'admin',
      body: ZUpdateWarrantyInput,
      response: { 200: json('The request as saved', ZWarranty) },
      errors: { 404: 'Warranty not found' },
    }),
    async (req) => restContext(app, req).services.warranty.update(callerOf(req), req.body),
  );

  for (const [path, scope, operationId, summary] of [
    ['/api/warranty/mywarranties', 'mine', 'listMyWarranties', 'My warranty requests, 20 per page, newest first'],
    ['/api/warranty/teamwarranties', 'team', 'listTeamWarranties', "My team's warranty requests (every one on an order of my ERP customer), 20 per page, newest first"],
  ] as const) {
    api.get(
      path,
      operation({ operationId, tag: 'Warranty', summary, access: 'store', querystring: ZDealerWarrantiesQuery, response: { 200: warrantyPage } }),
      async (req) => restContext(app, req).services.warranty.dealerList(callerOf(req), { scope, offset: req.query.offset }),
    );
  }

  api.get(
    '/api/warranty/:id',
    operation({
      operationId: 'getWarranty',
      tag: 'Warranty',
      summary: 'One warranty request with its history (the dealer who filed it, their team or an administrator)',
      access: 'approved',
      params: ZWarrantyId,
      response: { 200: json('The request', ZWarranty) },
      errors: { 400: "Invalid input: 'Invalid warranty id'", 404: 'Warranty not found (or another customer’s)' },
    }),
    async (req) => restContext(app, req).services.warranty.get(callerOf(req), req.params.id),
  );

  api.get(
    '/api/admin/warranties',
    operation({
      operationId: 'listAdminWarranties',
      tag: 'Warranty',
      summary: 'Every dealer’s warranty requests (administrators), newest first; status filters by status, filter matches the dealer name; 50 per page unless limit says otherwise',
      access: 'admin',
      querystring: ZAdminWarrantiesInput,
      response: { 200: warrantyPage },
    }),
    async (req) => restContext(app, req).services.warranty.adminList(req.query),
  );
}
