import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers and a content security policy for the SPA: scripts only from this origin;
 * inline styles are allowed because Mantine injects its CSS variables in a style tag. Images and
 * videos also from `fileOrigins`, where the file storage's download links point (S3's host).
 */
export async function registerSecurityHeaders(app: FastifyInstance, fileOrigins: string[] = []) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins],
        mediaSrc: ["'self'", ...fileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
