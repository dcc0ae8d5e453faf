import type { FastifyInstance } from 'fastify';
import { DomainError } from '@portal/domain/errors/domain-error';

export const stalledUploadMessage = (ms: number) => `The upload stalled: no data arrived for ${ms / 1000} s; send it again`;

/**
 * A multipart body that stops arriving (a client gone quiet, a connection cut without a close) is
 * refused after `idleMs` without a byte: the readers of the body fail with a 400 that says so,
 * their clean-up removes what was stored, and the connection closes after the answer. The wait
 * pauses while the server itself holds the body back (storage slower than the client).
 */
export function registerUploadBodyTimeout(app: FastifyInstance, idleMs: number) {
  app.addHook('onRequest', async (request, reply) => {
    if (
      !String(request.headers['content-type'] ?? '')
        .toLowerCase()
        .startsWith('multipart/form-data')
    )
      return;
    const raw = request.raw;
    const socket = raw.socket;
    let timer: NodeJS.Timeout | undefined;
    const stop = () => {
      clearTimeout(timer);
      socket.off('data', arm);
    };
    function arm() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // Not read yet, or held back by its reader: the wait is the server's, not the client's.
        if (raw.readableFlowing !== true || raw.readableLength > 0) return arm();
        stop();
        reply.header('connection', 'close');
        // The multipart reader listens for the request's errors: it fails the part being read and the
        // iteration. destroy() would take the socket with it, and with it the answer.
        raw.emit('error', new DomainError('BAD_INPUT', stalledUploadMessage(idleMs)));
      }, idleMs);
      timer.unref();
    }
    // The socket's bytes, not the request's: a 'data' listener on the request would start it
    // flowing before its reader is there (and drop what arrived meanwhile).
    socket.on('data', arm);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('close', stop);
    arm();
  });
}
