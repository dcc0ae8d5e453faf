import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { DatabaseUnreachableError } from '@portal/db/create-db';
import { ConfigError, loadConfig } from './config';
import { buildServer } from './server';

async function main() {
  // The one place that reads the environment (lint forbids process.env elsewhere).
  // eslint-disable-next-line no-restricted-properties
  const config = loadConfig(process.env);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const app = await buildServer({ config: { ...config, WEB_DIST: webDist } });
  // SIGTERM/SIGINT: readiness turns 503 (the preClose hook), idle keep-alive sockets close, in-flight
  // requests finish, then the database closes; past SHUTDOWN_TIMEOUT_MS the process exits anyway
  // (code 1), so an orchestrator never has to SIGKILL it. A second signal exits at once.
  closeWithGrace(
    {
      delay: config.SHUTDOWN_TIMEOUT_MS,
      logger: { error: (message: unknown) => app.log.error(String(message)) },
      onTimeout: (delay) => app.log.error(`Shutdown did not finish within ${delay} ms: exiting anyway`),
    },
    async ({ signal, err }) => {
      const startedAt = Date.now();
      if (err) app.log.error({ err }, 'Shutting down after an unexpected error');
      else app.log.info(`${signal ?? 'Exit'} received: shutting down (deadline ${config.SHUTDOWN_TIMEOUT_MS} ms)`);
      await app.close();
      app.log.info(`Shut down cleanly in ${Date.now() - startedAt} ms`);
    },
  );
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Dealer Portal is running on ${config.PUBLIC_URL} (${app.deps.dbHandle.kind}, mail: ${app.deps.mailer.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
