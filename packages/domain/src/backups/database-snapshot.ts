import { z } from 'zod';

/**
 * Where `npm run backup` asks a running embedded portal for its database: the operator alone
 * (the token the server writes into DATA_DIR at start), never a portal account.
 */
export const databaseSnapshotPath = '/api/admin/backup/snapshot';

/** The snapshot's media type: PGlite's data folder as a tar, gzipped. */
export const databaseSnapshotMediaType = 'application/gzip';

/**
 * The snapshot: the bytes of a gzipped tar, streamed as the server writes them (a response body
 * that is bytes is never serialized). zod has no binary type; the metadata says what the document shows.
 */
export const ZDatabaseSnapshot = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, { error: 'A database snapshot is bytes' })
  .meta({
    type: 'string',
    format: 'binary',
    contentMediaType: databaseSnapshotMediaType,
    description: "PGlite's data folder (PostgreSQL's PGDATA) as a gzipped tar: what npm run restore writes into DATA_DIR/pglite",
  });
