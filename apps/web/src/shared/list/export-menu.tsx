import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type MouseEvent } from 'react';
import { exportMaxRows, type ExportFormat } from '@portal/domain/paging/list-export';
import { errorMessage } from '../api/api-error';
import { downloadFile } from '../api/download-file';

/** A list's filters and sort as its REST query holds them (unset ones are left out). */
export type ExportQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * The export of a list (docs/api.md "Exports"): the list's REST path with /export appended, the
 * page's filters and sort as the list's query names them, and the format. No paging: the file
 * holds every row the filters match.
 */
export function exportHref(listPath: string, query: ExportQuery, format: ExportFormat): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  params.set('format', format);
  return `${listPath}/export?${params.toString()}`;
}

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
];

interface ExportMenuProps {
  /** The list's REST path: /api/admin/orders. */
  listPath: string;
  /** The page's filters and sort, named as the list's query names them. */
  query: ExportQuery;
  /** What the list holds, in the plural ("orders"): the file's name when the server gives none. */
  noun: string;
}

/**
 * Export (CSV / Excel) of what the list's filters show. Each item is a link to the export; the API
 * takes a bearer token, which a plain navigation cannot send, so a click fetches it with the
 * session's token and saves it under the server's file name (docs/decisions/exports.md).
 */
export function ExportMenu({ listPath, query, noun }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const save = (event: MouseEvent<HTMLAnchorElement>, format: ExportFormat) => {
    event.preventDefault();
    setBusy(true);
    downloadFile(event.currentTarget.getAttribute('href') ?? exportHref(listPath, query, format), `${noun}.${format}`)
      .catch((error: unknown) => notifications.show({ color: 'red', message: `Could not export the ${noun}: ${errorMessage(error)}` }))
      .finally(() => setBusy(false));
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={busy} aria-label={`Export ${noun}`}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          The {noun} these filters show, {exportMaxRows.toLocaleString('en-US')} at most
        </Menu.Label>
        {formats.map(({ format, label }) => (
          <Menu.Item key={format} component="a" href={exportHref(listPath, query, format)} onClick={(event) => save(event, format)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
