import { createHash, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { DomainError } from '@portal/domain/errors/domain-error';
import type { AppDeps } from '../../app-deps';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The running embedded portal's side of `npm run backup`: a snapshot of its database for the
 * operator alone. The operator proves it by the token this start wrote into DATA_DIR
 * (data-dir-claim.ts): no portal account, a super administrator's included, may take the whole
 * database (every account's password hash and reset link is in it). One snapshot at a time: the
 * request does no work but the snapshot, and none while another is being sent.
 */
export function createBackupsService(deps: Pick<AppDeps, 'dbHandle' | 'operatorToken'>) {
  let taking = false;
  return {
    /** Lets through the bearer of this start's operator token: 401 without a token, 403 with any other (a session's included). */
    authorize(authorization: string | undefined): void {
      const presented = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!presented) throw new DomainError('UNAUTHENTICATED', `Present the operator's token (the one in DATA_DIR/portal-instance.json)`);
      const expected = deps.operatorToken;
      // Compared as digests: equal lengths, and the time taken says nothing of the token.
      if (!expected || !timingSafeEqual(digest(presented), digest(expected))) {
        throw new DomainError('FORBIDDEN', 'Only the operator of this installation may take its database: npm run backup, on the machine that holds DATA_DIR');
      }
    },

    /** The database's data folder as a gzipped tar, compressed as it is sent; queries wait only while it is copied in memory. */
    async snapshot(): Promise<Readable> {
      const take = deps.dbHandle.snapshot;
      if (!take) throw new DomainError('CONFLICT', 'The database is PostgreSQL: npm run backup takes it with pg_dump');
      if (taking) throw new DomainError('CONFLICT', 'A snapshot is being taken: try again when it is done');
      taking = true;
      try {
        const tar = await take();
        const gzip = createGzip();
        gzip.once('close', () => (taking = false));
        // A client that goes away destroys the gzip stream, and the pipeline the source with it.
        pipeline(Readable.fromWeb(tar.stream() as ReadableStream<Uint8Array>), gzip).catch(() => undefined);
        return gzip;
      } catch (err) {
        taking = false;
        throw err;
      }
    },
  };
}
