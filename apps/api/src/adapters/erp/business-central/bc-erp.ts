import type { BcRecords } from '@portal/domain/catalog/business-central-records';
import { emptyRecords, parseRecords } from '../bc-record-schemas';
import { ErpError, erpEntities, type ErpEntity, type ErpFetchOptions, type ErpSource } from '../erp-source';
import { createBcHttp, describeCall, describeErrorBody, type Sleep } from './bc-http';
import { createBcTokens } from './bc-token';
import type { BcSettings } from './bc-settings';

/** Standard API v2.0 entity sets the import reads, and which of them may be filtered by lastModifiedDateTime. */
const standardSets: Partial<Record<ErpEntity, string>> = { items: 'items', customers: 'customers' };
const incrementalEntities = new Set<ErpEntity>(['items', 'customers']);

/**
 * Business Central online, API v2.0 plus the custom API pages of docs/erp.md. Every record set is
 * read completely (following @odata.nextLink) before anything is returned: the import writes
 * only once it holds everything.
 */
export function createBusinessCentralErp(settings: BcSettings, options: { sleep?: Sleep } = {}): ErpSource {
  const http = createBcHttp(settings, options.sleep);
  const tokens = createBcTokens(settings, http);
  const environmentBase = `${settings.apiUrl}/v2.0/${encodeURIComponent(settings.tenantId)}/${encodeURIComponent(settings.environment)}/api`;
  const company = `companies(${encodeURIComponent(settings.companyId)})`;

  function entityUrl(entity: ErpEntity): string {
    const standard = standardSets[entity];
    if (standard) return `${environmentBase}/v2.0/${company}/${standard}`;
    const page = settings.pages[entity as keyof BcSettings['pages']];
    const cut = page.lastIndexOf('/');
    return `${environmentBase}/${page.slice(0, cut)}/${company}/${page.slice(cut + 1)}`;
  }

  async function getPage(url: string): Promise<{ value: unknown[]; count: number | null; nextLink: string | undefined }> {
    let refreshed = false;
    for (;;) {
      let token = '';
      const answer = await http.send('GET', url, async () => {
        token = await tokens.token();
        return { headers: { authorization: `Bearer ${token}`, accept: 'application/json', prefer: `odata.maxpagesize=${settings.pageSize}` } };
      });
      if (answer.status === 401 && !refreshed) {
        tokens.invalidate(token);
        refreshed = true;
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) {
        throw new ErpError(`${describeCall('GET', url)} failed: HTTP ${answer.status} ${describeErrorBody(answer.body)}`.trim());
      }
      let body: { value?: unknown; '@odata.count'?: unknown; '@odata.nextLink'?: unknown };
      try {
        body = JSON.parse(answer.body) as typeof body;
      } catch {
        throw new ErpError(`${describeCall('GET', url)} failed: the answer is not JSON`);
      }
      if (!Array.isArray(body.value)) throw new ErpError(`${describeCall('GET', url)} failed: the answer has no "value" list`);
      const nextLink = typeof body['@odata.nextLink'] === 'string' ? body['@odata.nextLink'] : undefined;
      return { value: body.value, count: typeof body['@odata.count'] === 'number' ? body['@odata.count'] : null, nextLink };
    }
  }

  async function fetchEntity<E extends ErpEntity>(
    entity: E,
    since: Date | undefined,
    onProgress: ErpFetchOptions['onProgress'],
    stopped: () => boolean,
  ): Promise<BcRecords[E]> {
    const query = ['$count=true'];
    if (since && incrementalEntities.has(entity)) query.push(`$filter=${encodeURIComponent(`lastModifiedDateTime ge ${since.toISOString()}`)}`);
    const first = `${entityUrl(entity)}?${query.join('&')}`;
    const rows: unknown[] = [];
    const seen = new Set<string>();
    let total: number | null = null;
    for (let url: string | undefined = first; url;) {
      // The bearer token goes only to the configured API host, whatever a nextLink says.
      if (!url.startsWith(`${settings.apiUrl}/`))
        throw new ErpError(`${describeCall('GET', first)}: @odata.nextLink points to another host (${new URL(url).host})`);
      if (seen.has(url)) throw new ErpError(`${describeCall('GET', url)}: @odata.nextLink repeats a page already read`);
      seen.add(url);
      // Another set already failed: the import is lost, stop spending Business Central's quota.
      if (stopped()) throw new ErpError('stopped: another record set failed');
      const page = await getPage(url);
      total = page.count ?? total;
      rows.push(...page.value);
      onProgress?.(entity, { fetched: rows.length, total });
      url = page.nextLink;
    }
    return parseRecords(entity, rows, describeCall('GET', first));
  }

  return {
    kind: 'business-central',
    supportsIncremental: true,
    async fetchCatalogRecords(fetchOptions = {}) {
      const records = emptyRecords();
      let firstFailure: { error: unknown } | undefined;
      // All sets at once; the shared limit keeps Business Central at 5 requests in flight. Waiting
      // for every set to settle means nothing is still running when the import reports failure.
      await Promise.all(
        (fetchOptions.entities ?? erpEntities).map(async (entity) => {
          try {
            (records[entity] as unknown[]) = await fetchEntity(entity, fetchOptions.since, fetchOptions.onProgress, () => firstFailure !== undefined);
          } catch (error) {
            firstFailure ??= { error };
          }
        }),
      );
      if (firstFailure) throw firstFailure.error;
      return { records, incremental: fetchOptions.since !== undefined };
    },
  };
}
