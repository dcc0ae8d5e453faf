import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import type { Services } from './services';

/** What server.ts decorates the Fastify instance with: every handler reaches the dependencies and services through it. */
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    services: Services;
    /** The sample library's first-start seeding (in the background): how many files it stored. */
    sampleLibrary: Promise<number>;
  }
}

/** The server as its routes see it. */
export type AppInstance = FastifyInstance;
