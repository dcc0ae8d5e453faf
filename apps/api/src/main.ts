import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { buildServer } from './server';

async function main() {
  // The one place that reads the environment (lint forbids process.env elsewhere).
  // eslint-disable-next-line no-restricted-properties
  const config = loadConfig(process.env);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const app = await buildServer({ config: { ...config, WEB_DIST: webDist } });
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Dealer Portal is running on ${config.PUBLIC_URL} (${app.deps.dbHandle.kind}, mail: ${app.deps.mailer.kind})`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
