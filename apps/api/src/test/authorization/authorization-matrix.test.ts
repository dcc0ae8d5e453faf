import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-server';
import { authorizationMatrix } from './authorization-matrix';
import { createMatrixFixtures } from './matrix-fixtures';
import { matrixRoles } from './matrix-roles';
import type { MatrixRow } from './matrix-row';
import { restRoutes, trpcProcedures } from './route-inventory';
import { objectsOf, runCell, type CellProblem, type MatrixEnv } from './run-cell';
import { installWriteLog } from './write-log';

/**
 * Issue 16: every REST path and tRPC procedure, called as every role about every object the
 * table names, is let through or refused as the specification says (authorization-matrix.ts).
 * One server and one set of accounts for the file; objects are remade only once a cell changed
 * them.
 */
const rowName = (row: MatrixRow) => (row.variant ? `${row.key} (${row.variant})` : row.key);

let env: MatrixEnv;
let real: Set<string>;
const tally = { cells: 0, leaks: 0, refusedWrongly: 0 };
const started = performance.now();

beforeAll(async () => {
  const t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  const writes = await installWriteLog(t.db.db);
  const procedures = trpcProcedures();
  real = new Set([...restRoutes(t.app), ...procedures.keys()]);
  env = { t, writes, procedures, fixtures: await createMatrixFixtures(t) };
});

afterAll(async () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`authorization matrix: ${tally.cells} cells, ${tally.leaks} leaks (${tally.refusedWrongly} allowed calls refused; ${authorizationMatrix.length} rows × ${matrixRoles.length} roles; ${seconds} s)`);
  await env?.t.close();
});

describe('the authorization matrix', () => {
  it('has a row for every REST route and tRPC procedure, and every row names one', () => {
    const keys = authorizationMatrix.map((row) => row.key);
    const withoutRow = [...real].filter((key) => !keys.includes(key));
    const namingNothing = keys.filter((key) => !real.has(key));
    const names = authorizationMatrix.map(rowName);
    const twice = names.filter((name, i) => names.indexOf(name) !== i);
    expect({ withoutRow, namingNothing, twice }, 'add a row to apps/api/src/test/authorization/authorization-matrix.ts for each path or procedure').toEqual({ withoutRow: [], namingNothing: [], twice: [] });
  });

  for (const row of authorizationMatrix) {
    it(rowName(row), async () => {
      expect(real.has(row.key), `${row.key} is no route or procedure of the server`).toBe(true);
      const problems: CellProblem[] = [];
      for (const role of matrixRoles) {
        for (const object of objectsOf(row)) {
          tally.cells += 1;
          const problem = await runCell(env, row, role, object);
          if (problem) problems.push(problem);
        }
      }
      tally.leaks += problems.filter((p) => p.leak).length;
      tally.refusedWrongly += problems.filter((p) => !p.leak).length;
      expect(problems.map((p) => `${p.leak ? 'LEAK' : 'REFUSED'} ${p.text}`)).toEqual([]);
    });
  }
});
