import type { FastifyInstance, FastifyReply } from 'fastify';
import { databaseSnapshotMediaType, databaseSnapshotPath, ZDatabaseSnapshot } from '@portal/domain/backups/database-snapshot';
import { operation, typedRoutes } from '../rest/route-contract';

const snapshot = operation({
  operationId: 'takeDatabaseSnapshot',
  tag: 'Service',
  summary: "The embedded database's snapshot, for npm run backup (the operator only; no portal account)",
  description:
    'What npm run backup asks a running portal on the embedded database (PGlite) for: its data folder as a gzipped tar, taken between ' +
    'transactions, so it holds every commit before it and nothing of one after. The caller proves it runs this installation by the token ' +
    'the server wrote into DATA_DIR/portal-instance.json (mode 0600) at start, sent as a bearer token; a session, a super administrator’s ' +
    'included, is refused. The snapshot is streamed back: the request names no folder of the server. One at a time.',
  access: 'public',
  response: {
    200: { description: 'database.tar.gz (Content-Disposition: attachment)', content: { [databaseSnapshotMediaType]: { schema: ZDatabaseSnapshot } } },
  },
  errors: {
    401: "No token: send this start's operator token (DATA_DIR/portal-instance.json) as Authorization: Bearer",
    403: "Not this start's operator token (a portal session is never one)",
    409: 'A snapshot is being taken already, or the database is PostgreSQL (npm run backup runs pg_dump then)',
  },
});

/**
 * POST /api/admin/backup/snapshot: hand-made beside the operations, as it answers a stream and
 * admits no portal account. Checked before the request is read; the body, if any, is not read.
 */
export function registerBackupStreams(app: FastifyInstance) {
  typedRoutes(app).post(
    databaseSnapshotPath,
    {
      ...snapshot,
      schema: { ...snapshot.schema, security: [{ operator: [] }] },
      onRequest: async (req) => app.services.backups.authorize(req.headers.authorization),
    },
    async (_req, reply) => {
      const stream = await app.services.backups.snapshot();
      // A stream, sent as it comes: the typed reply would want the declared bytes whole.
      return (reply as FastifyReply)
        .header('content-type', databaseSnapshotMediaType)
        .header('content-disposition', 'attachment; filename="database.tar.gz"')
        .send(stream);
    },
  );
}
