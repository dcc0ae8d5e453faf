import Fastify, { type FastifyInstance } from 'fastify';
import { createDb, waitForDatabase, type DbHandle } from '@portal/db/create-db';
import { seedSampleCustomers } from '@portal/db/seed/sample-customers';
import { dbTimeoutsOf, type Config } from './config';
import type { AppDeps } from './app-deps';
import type { Mailer } from './adapters/mail/mailer';
import { createSmtpMailer } from './adapters/mail/smtp-mailer';
import { createLogMailer } from './adapters/mail/log-mailer';
import { startOutboxWorker } from './adapters/mail/outbox-worker';
import { createMailOutbox } from './adapters/mail/outbox';
import { createSessionTokens, loadJwtSecret, sessionLifetimeSecondsOf } from './auth/session-tokens';
import { createAnonymousLimits, type AnonymousLimitRules } from './limits/anonymous-limits';
import { createFilingLimits } from './limits/filing-limits';
import type { FilingLimitRules } from '@portal/domain/limits/filing-limits';
import { seedAdminAtStart } from './modules/accounts/seed-admin';
import { createServices } from './services';
import { registerApi } from './transport/register-api';
import { registerJsonBodies } from './http/json-body';
import { echoRequestId, loggerOptions } from './http/request-logging';
import { requestIds, trustFunction } from './http/trusted-proxies';
import { registerNoStore } from './http/no-store';
import { registerUploadBodyTimeout } from './http/upload-body-timeout';
import { registerUnsafeTextGuard } from './http/unsafe-text-guard';
import { frameworkErrors, registerRestErrors } from './transport/rest/rest-errors';
import { registerSecurityHeaders } from './http/security-headers';
import { registerCompression } from './http/compression';
import { trackDraining } from './transport/draining';
import { seedPortalPricingRules } from './modules/catalog/seed-pricing-rules';
import type { ErpSource } from './adapters/erp/erp-source';
import type { SalesOrderWriter } from './adapters/erp/sales-orders';
import type { ErpDocumentReader } from './adapters/erp/erp-documents';
import type { FileStorage } from './adapters/storage/file-storage';
import { createFileStorage } from './adapters/storage/create-file-storage';
import { downloadOrigins } from './adapters/storage/download-origins';
import { seedSampleLibraryOnFirstStart } from './modules/files/seed-sample-library';
import { sweepUploadLeftovers } from './modules/files/start-up-sweep';
import { useRouteSchemas } from './transport/rest/route-contract';
import { registerSpa } from './web/spa';
import { createErrorReporter } from './adapters/error-reporting/create-error-reporter';
import { claimDataDir } from './modules/backups/data-dir-claim';

export interface BuildOptions {
  config: Config;
  /** A database the caller owns (tests); otherwise one is made from the config and closed with the server. */
  dbHandle?: DbHandle;
  anonymousLimits?: AnonymousLimitRules;
  filingLimits?: FilingLimitRules;
  mailer?: Mailer;
  /** The ERP adapter (tests); otherwise Business Central or the sample, from the config. */
  erp?: ErpSource;
  /** The file storage (tests); otherwise local disk or S3, from the config. */
  storage?: FileStorage;
  /** Where approved orders go (tests); otherwise Business Central or the sample ERP, from the config. */
  salesOrders?: SalesOrderWriter;
  /** Where shipments, tracking and invoices come from (tests); otherwise Business Central or the sample ERP. */
  erpDocuments?: ErpDocumentReader;
}

/** The whole product as a Fastify instance, not listening: tests use inject, main.ts listens. */
export async function buildServer(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Before Fastify exists: Sentry's integrations subscribe to the diagnostics channels it announces itself on.
  const errors = await createErrorReporter(config);
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    ...requestIds(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    routerOptions: { maxParamLength: 5000 },
    frameworkErrors,
    trustProxy: trustFunction(config.TRUST_PROXY),
    // On close: idle keep-alive sockets are closed at once, and a request that still arrives on a
    // busy one is served (readiness answers 503 with its reason) and its connection closed after it.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  const isDraining = trackDraining(app);
  // The embedded database on disk is one process's: DATA_DIR is claimed before it is opened, so a second portal, a backup
  // of a stopped portal or a restore holding it stops this start (docs/operations.md, Backups and restore).
  const claim = !options.dbHandle && !config.DATABASE_URL ? await claimDataDir(config.DATA_DIR, 'server') : undefined;
  const dbHandle =
    options.dbHandle ??
    (await createDb({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      timeouts: dbTimeoutsOf(config),
      onIdleConnectionError: (err) => app.log.warn({ err }, 'PostgreSQL dropped an idle connection; the pool opens another'),
    }));
  let migrated = false;
  await waitForDatabase(dbHandle, {
    seconds: config.DATABASE_WAIT_SECONDS,
    onWait: ({ attempt, delayMs, error }) =>
      app.log.warn({ err: error }, `The database does not answer yet (attempt ${attempt}); trying again in ${delayMs} ms`),
  });
  await dbHandle.migrate();
  migrated = true;
  await seedSampleCustomers(dbHandle.db);
  await seedPortalPricingRules(dbHandle.db);
  if (config.SEED_ADMIN_EMAIL && config.SEED_ADMIN_PASSWORD) {
    await seedAdminAtStart(dbHandle.db, { email: config.SEED_ADMIN_EMAIL, password: config.SEED_ADMIN_PASSWORD }, app.log);
  }
  const mailer = options.mailer ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createLogMailer(app.log));
  const mailWorker = startOutboxWorker({
    db: dbHandle.db,
    transport: mailer,
    log: app.log,
    settings: {
      pollMs: config.MAIL_POLL_INTERVAL_MS,
      retryBaseMs: config.MAIL_RETRY_BASE_MS,
      retryMaxMs: config.MAIL_RETRY_MAX_MS,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      leaseMs: config.MAIL_CLAIM_LEASE_MS,
    },
  });
  const deps: AppDeps = {
    config,
    db: dbHandle.db,
    dbHandle,
    mailer,
    outbox: createMailOutbox(mailWorker),
    tokens: await createSessionTokens(await loadJwtSecret(config), sessionLifetimeSecondsOf(config)),
    limits: createAnonymousLimits(dbHandle.db, options.anonymousLimits),
    filing: createFilingLimits(dbHandle.db, options.filingLimits),
    storage: options.storage ?? (await createFileStorage(config)),
    log: app.log,
    errors,
    operatorToken: claim?.token,
  };
  const services = createServices(
    deps,
    { erp: options.erp, salesOrders: options.salesOrders, erpDocuments: options.erpDocuments },
    { migrated: () => migrated, draining: isDraining },
  );
  const erpSyncWorker = services.erpSync.start();
  app.decorate('deps', deps);
  app.decorate('services', services);
  if (config.SAMPLE_CATALOG_ON_START) await services.catalog.importSampleOnFirstStart();
  // In the background, logged: what uploads of a process that died left (docs/operations.md).
  const swept = (
    deps.storage.temporaryFolder === undefined
      ? Promise.resolve()
      : sweepUploadLeftovers(deps, { tmpDir: deps.storage.temporaryFolder, graceMs: config.UPLOAD_SWEEP_GRACE_MINUTES * 60_000 })
  ).then(
    () => undefined,
    (err: unknown) => app.log.error({ err }, 'The upload clean-up at start-up failed (the next start tries again)'),
  );
  // In the background: start-up does not wait for sharp; a failure is logged, never fatal. After the
  // clean-up, which would take its staged files for a dead upload's.
  const sampleLibrary = config.SAMPLE_LIBRARY_ON_START
    ? swept
        .then(() => seedSampleLibraryOnFirstStart(deps))
        .then(
          (stored) => {
            if (stored > 0) app.log.info(`Stored the sample library (${stored} files)`);
            return stored;
          },
          (err: unknown) => {
            app.log.error({ err }, 'The sample library could not be stored (the next start tries again)');
            return 0;
          },
        )
    : Promise.resolve(0);
  app.decorate('sampleLibrary', sampleLibrary);
  app.addHook('onClose', async () => {
    await swept;
    await sampleLibrary;
    // A background import finishes (or fails) before the database it writes to closes.
    await services.catalog.settled();
    await services.dataManagement.settled();
    await erpSyncWorker.stop();
    await mailWorker.stop();
    await mailer.close();
    if (!options.dbHandle) await dbHandle.close();
    await claim?.release();
    await errors.close();
  });
  // Where it listens, for npm run backup to ask it for a snapshot.
  if (claim) app.addHook('onListen', async () => claim.announce(app.server.address()));

  useRouteSchemas(app);
  registerRestErrors(app);
  registerUnsafeTextGuard(app);
  registerUploadBodyTimeout(app, config.UPLOAD_BODY_TIMEOUT_MS);
  echoRequestId(app);
  app.addHook('onRequest', async (request) => errors.tagRequest(request.id));
  registerNoStore(app);
  registerJsonBodies(app);
  await registerSecurityHeaders(app, await downloadOrigins(deps.storage));
  await registerCompression(app);
  await registerApi(app, deps, services);
  await registerSpa(app, config.WEB_DIST);
  return app;
}
