// Generates portal-api.d.ts, the client's types, from the portal's OpenAPI document:
//
//   node --import tsx generate-client.ts http://localhost:3000/api/openapi.json portal-api.d.ts
//
// openapi-typescript's own command line types a file (`format: binary`, `contentMediaType`) as a
// string; its `transform` hook, as its documentation shows, makes it a Blob, so an upload passes a
// Blob or File (a File is a Blob) and a download reads one, without a cast.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type SchemaObject } from 'openapi-typescript';
import ts from 'typescript';

const [source, output] = process.argv.slice(2);
if (!source || !output) {
  console.error('Usage: generate-client.ts OPENAPI_URL_OR_FILE OUTPUT.d.ts');
  process.exit(2);
}

const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const nullable = (type: ts.TypeNode) => ts.factory.createUnionTypeNode([type, ts.factory.createLiteralTypeNode(ts.factory.createNull())]);

const typesOf = (schema: SchemaObject): readonly unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);
/** A schema of bytes: a string with `format: binary` or a `contentMediaType`. */
const isBytes = (schema: SchemaObject) => (schema.format === 'binary' || 'contentMediaType' in schema) && typesOf(schema).includes('string');

const url = /^https?:\/\//.test(source) ? new URL(source) : pathToFileURL(path.resolve(source));
const ast = await openapiTS(url, {
  transform(schema) {
    if (!isBytes(schema)) return undefined;
    return typesOf(schema).includes('null') ? nullable(blob) : blob;
  },
});
await writeFile(output, astToString(ast));
console.log(`${output} written from ${source}`);
