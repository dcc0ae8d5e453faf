// npm run openapi -- [FILE]
// Writes the REST API's OpenAPI document, generated from the routes' declarations, to FILE
// (default build/openapi.json). No server is started and no data directory is touched.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDb } from '@portal/db/create-db';
import { testConfig } from '@portal/api/config';
import { buildServer } from '@portal/api/server';

const file = process.argv[2] ?? 'build/openapi.json';
const dbHandle = await createDb({});
const app = await buildServer({ config: testConfig(), dbHandle });
try {
  await app.ready();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${file}`);
} finally {
  await app.close();
  await dbHandle.close();
}
