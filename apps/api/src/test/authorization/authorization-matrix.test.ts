import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-server';
import { authorizationMatrix } from './authorization-matrix';
import { createMatrixFixtures } from './matrix-fixtures';
import { matrixRoles } from './matrix-roles';
import { facesOf, faceName, operationFaces, restRoutes, trpcProcedures } from './route-inventory';
import { objectsOf, queuedErpJobs, rowName, runCell, type CellProblem, type MatrixEnv } from './run-cell';
import { installWriteLog } from './write-log';

/**
 * Issue 16: every use case, called as every role about every object the table names, is let
 * through or refused as the specification says (authorization-matrix.ts). Issue 28: a row is an
 * operation; its cells are asked through each transport the operation has (its tRPC procedure
 * and each of its REST routes). One server and one set of accounts for the file; objects are
 * remade only once a cell changed them.
 */
let env: MatrixEnv;
let served: { routes: string[]; procedures: string[] };
const tally = { cells: 0, leaks: 0, refusedWrongly: 0 };
const started = performance.now();
const faceCount = authorizationMatrix.reduce((n, row) => n + facesOf(row).length, 0);

beforeAll(async () => {
  const t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  const writes = await installWriteLog(t.db.db, queuedErpJobs);
  served = { routes: restRoutes(t.app), procedures: [...trpcProcedures().keys()] };
  env = { t, writes, fixtures: await createMatrixFixtures(t) };
});

afterAll(async () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `authorization matrix: ${tally.cells} cells, ${tally.leaks} leaks (${tally.refusedWrongly} allowed calls refused; ` +
      `${authorizationMatrix.length} rows × ${matrixRoles.length} roles, asked through ${faceCount} procedures and routes; ${seconds} s)`,
  );
  await env?.t.close();
});

describe('the authorization matrix', () => {
  it('has a row for every operation and for every route registered beside them, and every row names one', () => {
    const declared = [...operationFaces.values()].flat();
    const declaredRoutes = new Set(declared.flatMap((face) => (face.transport === 'rest' ? [face.route] : [])));
    const declaredProcedures = new Set(declared.flatMap((face) => (face.transport === 'trpc' ? [face.procedure] : [])));
    // Routes registered outside the operations (byte streams, the OpenAPI document) have rows of their own, by path.
    const handMade = served.routes.filter((route) => !declaredRoutes.has(route));
    const rowKeys: readonly string[] = authorizationMatrix.map((row) => row.key);
    const targets = [...operationFaces.keys(), ...handMade];
    const withoutRow = targets.filter((key) => !rowKeys.includes(key));
    const namingNothing = authorizationMatrix.filter((row) => !targets.includes(row.key)).map(rowName);
    // One row per operation; more only as variants of it, each asking something else.
    const names = authorizationMatrix.map(rowName);
    const twice = names.filter((name, i) => names.indexOf(name) !== i);
    // An operation's rows between them ask every REST route it has; a row names only routes of its operation.
    const routesNotAsked = [...operationFaces].flatMap(([key, faces]) => {
      const asked = new Set(authorizationMatrix.filter((row) => row.key === key).flatMap((row) => facesOf(row).map(faceName)));
      return faces.filter((face) => !asked.has(faceName(face))).map((face) => `${key}: ${faceName(face)}`);
    });
    const routesNamingNothing = authorizationMatrix.flatMap((row) =>
      (row.routes ?? [])
        .filter((route) => !(operationFaces.get(row.key) ?? []).some((face) => face.transport === 'rest' && face.route === route))
        .map((route) => `${rowName(row)}: ${route}`),
    );
    // The transports serve what the operations declare, and tRPC nothing beside them.
    const notServed = [
      ...[...declaredRoutes].filter((route) => !served.routes.includes(route)),
      ...[...declaredProcedures].filter((p) => !served.procedures.includes(p)).map((p) => `tRPC ${p}`),
    ];
    const proceduresBesideOperations = served.procedures.filter((p) => !declaredProcedures.has(p));
    expect(
      { withoutRow, namingNothing, twice, routesNotAsked, routesNamingNothing, notServed, proceduresBesideOperations },
      'add a row to apps/api/src/test/authorization/authorization-matrix.ts for each operation (and each route registered outside the operations)',
    ).toEqual({ withoutRow: [], namingNothing: [], twice: [], routesNotAsked: [], routesNamingNothing: [], notServed: [], proceduresBesideOperations: [] });
  });

  for (const row of authorizationMatrix) {
    const faces = facesOf(row);
    it(`${rowName(row)}: ${faces.map(faceName).join(', ') || 'nothing'}`, async () => {
      expect(faces.length, `${row.key} is no operation of operations/index.ts and no route`).toBeGreaterThan(0);
      const problems: CellProblem[] = [];
      for (const face of faces) {
        for (const role of matrixRoles) {
          for (const object of objectsOf(row)) {
            tally.cells += 1;
            const problem = await runCell(env, row, face, role, object);
            if (problem) problems.push(problem);
          }
        }
      }
      tally.leaks += problems.filter((p) => p.leak).length;
      tally.refusedWrongly += problems.filter((p) => !p.leak).length;
      expect(problems.map((p) => `${p.leak ? 'LEAK' : 'REFUSED'} ${p.text}`)).toEqual([]);
    });
  }
});
