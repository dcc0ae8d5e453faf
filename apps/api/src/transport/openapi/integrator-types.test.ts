import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-server';

/**
 * What a client generated from the document needs to pass and read without a cast (issue 29):
 * uploads are bytes, every 429 declares Retry-After, the adjustment answers and the screen
 * options are declared field by field.
 */
type Json = Record<string, unknown>;
type Doc = { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (value: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), value);

describe('the OpenAPI document, for a generated client', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.call('GET', '/api/openapi.json')).body;
  });
  afterAll(() => t.close());

  const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ at: `${method} ${path}`, op })));
  const schema = (ref: unknown): Json => {
    const name = typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : '';
    const found = doc.components.schemas[name];
    if (!found) throw new Error(`no schema ${String(ref)}`);
    return found;
  };

  it('declares every upload as bytes: format binary and a contentMediaType', () => {
    const uploads = operations().filter(({ op }) => isObject(at(op, 'requestBody', 'content', 'multipart/form-data')));
    expect(uploads.map(({ at }) => at).sort()).toEqual([
      'post /api/admin/data/price-sheet',
      'post /api/docs',
      'post /api/files/{bucket}',
      'post /api/files/{bucket}/{a}',
      'post /api/files/{bucket}/{a}/{b}',
      'post /api/issues/{id}/attachments',
      'post /api/quotes/settings/logo',
    ]);
    for (const { at: where, op } of uploads) {
      const body = at(op, 'requestBody', 'content', 'multipart/form-data', 'schema');
      const properties = at(body, 'properties');
      expect(isObject(properties), where).toBe(true);
      for (const [name, property] of Object.entries(isObject(properties) ? properties : {})) {
        const file = at(property, 'type') === 'array' ? at(property, 'items') : property;
        expect(file, `${where} ${name}`).toMatchObject({ type: 'string', format: 'binary', contentMediaType: expect.any(String) });
      }
    }
  });

  it('declares Retry-After (whole seconds) on every 429', () => {
    const limited = operations().filter(({ op }) => isObject(at(op, 'responses', '429')));
    expect(limited.length).toBeGreaterThanOrEqual(12);
    for (const { at: where, op } of limited) {
      expect(at(op, 'responses', '429', 'headers', 'Retry-After'), where).toMatchObject({
        description: expect.any(String),
        schema: { type: 'integer', minimum: 1 },
      });
    }
  });

  it('types the items of an adjustment as the order lines and a part issue’s catalogue and portal items', () => {
    const adjustment = schema('#/components/schemas/Adjustment');
    const list = (name: string) => at(adjustment, 'properties', name, 'items', '$ref');
    expect([list('screens'), list('roofs'), list('parts')]).toEqual([
      '#/components/schemas/AdjustmentScreenItem',
      '#/components/schemas/AdjustmentRoofItem',
      '#/components/schemas/AdjustmentPartItem',
    ]);
    expect(at(schema(list('screens')), 'properties', 'item', '$ref')).toBe('#/components/schemas/OrderScreenLine');
    expect(at(schema(list('roofs')), 'properties', 'item', '$ref')).toBe('#/components/schemas/OrderRoofLine');
    expect(at(schema(list('parts')), 'properties', 'item', '$ref')).toBe('#/components/schemas/OrderPartLine');
    const issue = schema('#/components/schemas/AdjustmentIssue');
    expect(JSON.stringify(at(issue, 'properties', 'bcItem'))).toContain('#/components/schemas/IssueCatalogueItem');
    expect(JSON.stringify(at(issue, 'properties', 'portalItem'))).toContain('#/components/schemas/IssuePortalItem');
    expect(schema('#/components/schemas/IssueCatalogueItem')).toMatchObject({
      required: ['id', 'number', 'displayName', 'displayName2', 'itemCategoryCode', 'attributes'],
    });
  });

  it('leaves no field of an adjustment answer untyped', () => {
    const untyped: string[] = [];
    const seen = new Set<string>();
    const visit = (node: unknown, path: string): void => {
      if (!isObject(node)) return;
      const ref = node['$ref'];
      if (typeof ref === 'string') {
        if (seen.has(ref)) return;
        seen.add(ref);
        return visit(schema(ref), ref.replace('#/components/schemas/', ''));
      }
      const keys = Object.keys(node).filter((k) => k !== 'description');
      if (keys.length === 0) untyped.push(path);
      for (const [key, value] of Object.entries(node)) {
        if (key === 'properties' && isObject(value)) for (const [name, property] of Object.entries(value)) visit(property, `${path}.${name}`);
        else if (key === 'items' || key === 'additionalProperties') visit(value, `${path}[]`);
        else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value)) value.forEach((v) => visit(v, path));
      }
    };
    visit({ $ref: '#/components/schemas/Adjustment' }, 'Adjustment');
    expect(untyped).toEqual([]);
  });

  it("declares a screen line's options key by key, each with the values it allows", () => {
    const body = at(doc.paths, '/api/orders', 'post', 'requestBody', 'content', 'application/json', 'schema', '$ref');
    const screen = at(schema(body), 'properties', 'cart', 'properties', 'screens', 'items');
    const options = at(screen, 'properties', 'options');
    expect(at(options, 'type')).toBe('object');
    expect(at(options, 'additionalProperties')).toBeUndefined();
    expect(at(options, 'properties', 'Housing Size', 'enum')).toEqual(expect.arrayContaining(['5.5', '7']));
    expect(at(options, 'properties', 'housingSize', 'enum')).toEqual(expect.arrayContaining(['5.5', '7']));
    expect(at(options, 'properties', 'Motor Type', 'anyOf')).toEqual([
      { type: 'string', enum: ['Standard - 21 RPM', 'Fast - 34 RPM', 'HD - 21 RPM', 'Super HD - 16 RPM', '12V - 16 RPM'] },
      { type: 'null' },
    ]);
    expect(at(options, 'properties', 'jobColor', 'enum')).toEqual(['Black', 'White', 'Brown', 'Tan', 'Linen', 'Grey', 'Custom', 'MF']);
    expect(at(options, 'properties', 'materialColor', 'enum')).toEqual(expect.arrayContaining(['Black', 'Dark Bronze', 'Clear']));
    const keys = Object.keys(at(options, 'properties') ?? {});
    expect(keys).toEqual(
      expect.arrayContaining(['Housing Shape', 'RAL Color', 'Track Left', 'Track Right', 'Mounting Angle', 'Motor Side', 'Bottom Bar Finish']),
    );
    const measurements = at(screen, 'properties', 'measurements', 'properties');
    expect(Object.keys(isObject(measurements) ? measurements : {})).toEqual([
      'width',
      'widthFraction',
      'dropLeft',
      'dropLeftFraction',
      'dropRight',
      'dropRightFraction',
      'copies',
    ]);
  });
});
