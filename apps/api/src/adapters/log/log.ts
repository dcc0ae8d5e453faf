import type { BaseLogger } from 'pino';

/** The logging an adapter does: the server's pino logger (Fastify's), reached without the web framework. */
export type Log = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
