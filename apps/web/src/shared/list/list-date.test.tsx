import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render-with-providers';
import { formatClock, formatListDate, formatLongDate } from '../format/dates';
import { ListDate } from './list-date';
import { ListTable } from './list-table';

interface Row {
  _id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

// Times at midday UTC: the same calendar day in every time zone from UTC−11 to UTC+11.
const rows: Row[] = [
  { _id: 'a', name: 'Alpha', createdAt: '2026-11-05T12:00:00.000Z', updatedAt: '2026-11-09T12:30:00.000Z' },
  { _id: 'b', name: 'Beta', createdAt: '2026-11-06T12:00:00.000Z', updatedAt: '2026-11-09T11:15:00.000Z' },
];

function renderTable(list: Row[]) {
  renderWithMantine(
    <ListTable
      rows={list}
      empty="None"
      minWidth={400}
      dates={(row) => [row.createdAt, row.updatedAt]}
      columns={[
        { label: 'Name', cell: (row) => row.name },
        { label: 'Created', cell: (row) => <ListDate iso={row.createdAt} /> },
        { label: 'Updated', cell: (row) => <ListDate iso={row.updatedAt} /> },
      ]}
    />,
  );
  return (name: string) =>
    within(screen.getByText(name).closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
}

describe('ListDate (issue 29: two events on one day show their times)', () => {
  it('shows the time only where the list has another event that day', () => {
    const cells = renderTable(rows);
    const [alphaUpdated, betaUpdated] = [rows[0]?.updatedAt ?? '', rows[1]?.updatedAt ?? ''];
    expect(cells('Alpha')).toEqual(['Alpha', formatListDate(rows[0]?.createdAt), `${formatListDate(alphaUpdated)}, ${formatClock(alphaUpdated)}`]);
    expect(cells('Beta')).toEqual(['Beta', formatListDate(rows[1]?.createdAt), `${formatListDate(betaUpdated)}, ${formatClock(betaUpdated)}`]);
    expect(formatClock(alphaUpdated)).not.toBe(formatClock(betaUpdated));
  });

  it('a row created and updated the same day shows both times; a lone day stays a date; the tooltip has the date and time', () => {
    const sameDay = { _id: 'c', name: 'Gamma', createdAt: '2026-11-12T10:00:00.000Z', updatedAt: '2026-11-12T14:00:00.000Z' };
    const cells = renderTable([sameDay]);
    expect(cells('Gamma')).toEqual([
      'Gamma',
      `${formatListDate(sameDay.createdAt)}, ${formatClock(sameDay.createdAt)}`,
      `${formatListDate(sameDay.updatedAt)}, ${formatClock(sameDay.updatedAt)}`,
    ]);
    const time = screen.getByText(`${formatListDate(sameDay.createdAt)}, ${formatClock(sameDay.createdAt)}`);
    expect(time.getAttribute('title')).toBe(formatLongDate(sameDay.createdAt));
    expect(time.getAttribute('datetime')).toBe(sameDay.createdAt);
  });

  it('outside a list it is the date alone; a missing date reads —', () => {
    renderWithMantine(
      <>
        <ListDate iso="2026-11-05T12:00:00.000Z" />
        <span data-testid="none">
          <ListDate iso={null} />
        </span>
      </>,
    );
    expect(screen.getByText(formatListDate('2026-11-05T12:00:00.000Z')).isConnected).toBe(true);
    expect(screen.getByTestId('none').textContent).toBe('—');
  });
});
