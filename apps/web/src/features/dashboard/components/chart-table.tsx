import { VisuallyHidden } from '@mantine/core';

interface ChartTableProps {
  caption: string;
  head: string[];
  rows: { key: string; cells: string[] }[];
}

/**
 * A chart's figures as a table only screen readers meet (WCAG 1.1.1): the chart beside it is
 * hidden from them, so every figure it draws is read here, with its unit.
 */
export function ChartTable({ caption, head, rows }: ChartTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
