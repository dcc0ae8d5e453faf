import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { vitalsLimits, ZVitalsBeacon } from '@portal/domain/vitals/vitals-schemas';
import { restContext } from '../rest/rest-context';
import { operation, typedRoutes } from '../rest/route-contract';

export const vitalsBeaconPath = '/api/telemetry/vitals';

const ZReceived = z.null().describe('Received: no body');

/**
 * POST /api/telemetry/vitals: the speed beacon every page sends (issue 33). Hand-made beside the
 * operations: navigator.sendBeacon sends a string as text/plain (a JSON content type would make it
 * a CORS-preflighted request the browser may drop at unload), so this route alone reads text/plain
 * as JSON, its body is held to 8 KB, and it answers 204 with no body. Public and anonymous: a token
 * sent is not read, and no account, address or browser is stored.
 */
export async function registerVitalsBeaconRoute(app: FastifyInstance) {
  // Scoped: only this route reads a text/plain body as JSON, with the parser application/json has (prototype keys refused).
  await app.register(async (scope) => {
    const json = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) =>
      json(request, typeof body === 'string' ? body : body.toString('utf8'), done),
    );
    const declared = operation({
      operationId: 'sendVitals',
      tag: 'Speed',
      summary: "A page's field speed: LCP, INP, CLS and TTFB measured on one route (anonymous; what navigator.sendBeacon sends)",
      description:
        'Anyone may send it, signed in or not: no token is needed and one sent is not read; nothing personal is stored (no account, address ' +
        'or browser), only the day it was received, the route pattern, the device class and each value (milliseconds whole, CLS to the ' +
        'thousandth). The body is JSON sent as application/json or as text/plain (navigator.sendBeacon with a string), ' +
        `at most ${vitalsLimits.bodyBytes} bytes. ` +
        `At most ${vitalsLimits.beaconsPerMinute} beacons a minute from one address. A refused beacon stores nothing.`,
      access: 'public',
      body: ZVitalsBeacon,
      response: { 204: ZReceived },
      errors: {
        400: 'Not JSON (MALFORMED_BODY), or not a beacon: fieldErrors name each field (metrics.0.name …)',
        413: `The body is over ${vitalsLimits.bodyBytes} bytes`,
        415: 'Send application/json or text/plain (the JSON as text)',
        429: `More than ${vitalsLimits.beaconsPerMinute} beacons in a minute from this address: wait, as Retry-After says`,
      },
    });
    typedRoutes(scope).post(
      vitalsBeaconPath,
      { ...declared, schema: { ...declared.schema, consumes: ['application/json', 'text/plain'] }, bodyLimit: vitalsLimits.bodyBytes },
      async (req, reply) => {
        const ctx = restContext(app, req);
        await ctx.services.vitals.record(req.body, ctx.ip);
        // Nothing at all, not a serialized null: the typed reply would want the 204's schema (z.null) as a payload.
        return (reply as FastifyReply).code(204).send();
      },
    );
  });
}
