import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { maxCallsPerBatch } from '@portal/domain/limits/request-limits';
import type { AppDeps } from '../app-deps';
import type { Services } from '../services';
import { operations } from '../operations/index';
import { registerOpenApi, registerOpenApiRoute } from './openapi/register-openapi';
import { registerOperationRoutes } from './rest/operation-routes';
import { registerAdjustmentStreamRoutes } from './streams/adjustments';
import { registerDataManagementStreams } from './streams/data-management';
import { registerErpSyncStreams } from './streams/erp-sync';
import { registerDocumentStreams } from './streams/documents';
import { registerQuoteStreams } from './streams/quotes';
import { registerErpNotificationRoute } from './streams/erp-notifications';
import { registerFileDownloadRoute } from './streams/file-download';
import { registerFileUploadRoutes } from './streams/files';
import { registerListExportRoutes } from './streams/list-exports';
import { registerVitalsBeaconRoute } from './streams/vitals';
import { registerBackupStreams } from './streams/backups';
import { appRouter } from './trpc/app-router';
import { createRequestContext } from './trpc/context';

/**
 * The API's two transports from the one list of operations: tRPC under /trpc, and REST under
 * /api with the OpenAPI document generated from its routes (its plugin first, so it sees every
 * route), the hand-made routes of uploads and downloads, then the document's own route.
 */
export async function registerApi(app: FastifyInstance, deps: AppDeps, services: Services) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: maxCallsPerBatch,
      createContext: ({ req }: { req: Parameters<typeof createRequestContext>[2] }) => createRequestContext(deps, services, req),
    },
  });
  await registerOpenApi(app);
  registerOperationRoutes(app, operations);
  await registerAdjustmentStreamRoutes(app);
  await registerDataManagementStreams(app);
  registerFileDownloadRoute(app);
  registerErpSyncStreams(app);
  registerDocumentStreams(app);
  await registerQuoteStreams(app);
  await registerErpNotificationRoute(app);
  await registerFileUploadRoutes(app);
  registerListExportRoutes(app);
  await registerVitalsBeaconRoute(app);
  registerBackupStreams(app);
  registerOpenApiRoute(app);
}
