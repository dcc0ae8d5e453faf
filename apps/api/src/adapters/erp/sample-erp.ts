import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { emptyRecords, parseRecords } from './bc-record-schemas';
import { ErpError, erpEntities, type ErpSource } from './erp-source';

/** packages/domain/src/catalog/sample, found through the package so it works from source and from the bundle. */
export function defaultSampleDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@portal/domain/catalog/catalog-types')), 'sample');
}

/**
 * The built-in sample ERP: every `*.bc.json` file of the sample folder, each a partial set of
 * Business Central records, merged. The files use Business Central's own shapes, so the sample
 * feeds exactly the import Business Central feeds.
 */
export function createSampleErp(dir = defaultSampleDir()): ErpSource {
  return {
    kind: 'sample',
    supportsIncremental: false,
    async fetchCatalogRecords(options = {}) {
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.bc.json')).sort();
      const records = emptyRecords();
      for (const file of files) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
        } catch (err) {
          throw new ErpError(`Sample catalog file ${file} is not valid JSON`, { cause: err });
        }
        if (typeof parsed !== 'object' || parsed === null) throw new ErpError(`Sample catalog file ${file} must hold an object of record lists`);
        const partial = parsed as Record<string, unknown>;
        for (const entity of options.entities ?? erpEntities) {
          const raw = partial[entity];
          if (raw === undefined) continue;
          if (!Array.isArray(raw)) throw new ErpError(`Sample catalog file ${file}: ${entity} must be a list`);
          (records[entity] as unknown[]).push(...parseRecords(entity, raw, `Sample catalog file ${file}`));
        }
      }
      for (const entity of options.entities ?? erpEntities) options.onProgress?.(entity, { fetched: records[entity].length, total: records[entity].length });
      return { records, incremental: false };
    },
  };
}
