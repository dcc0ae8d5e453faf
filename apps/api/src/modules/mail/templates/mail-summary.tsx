import type { CSSProperties } from 'react';
import { Section } from '@react-email/components';
import { colors } from './mail-style';

/** A line of an order or request: what it is, how many, and (when it is priced) its amount. */
export interface MailSummaryLine {
  name: string;
  detail?: string | undefined;
  quantity?: number | undefined;
  amount?: string | undefined;
}

/** What a mail is about, at a glance: facts (label: value), then lines, then totals; each part only when there is one. */
export interface MailSummary {
  facts?: { label: string; value: string }[] | undefined;
  lines?: MailSummaryLine[] | undefined;
  /** Under the lines; the last one is the grand total, set in bold. */
  totals?: { label: string; amount: string }[] | undefined;
}

const cell: CSSProperties = { padding: '6px 8px', borderBottom: `1px solid ${colors.border}`, fontSize: 14, lineHeight: 1.4, verticalAlign: 'top' };
const headCell: CSSProperties = { ...cell, fontSize: 12, fontWeight: 600, color: colors.dimmed, textAlign: 'left' };
const right: CSSProperties = { textAlign: 'right', whiteSpace: 'nowrap' };
const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', margin: '8px 0' };

export function MailSummaryTable({ summary }: { summary: MailSummary }) {
  const { facts = [], lines = [], totals = [] } = summary;
  const counted = lines.some((l) => l.quantity !== undefined);
  const priced = lines.some((l) => l.amount !== undefined);
  const columns = 1 + Number(counted) + Number(priced);
  return (
    <Section style={{ margin: '16px 0 0' }}>
      {facts.length > 0 && (
        <table role="presentation" style={table}>
          <tbody>
            {facts.map((f) => (
              <tr key={f.label}>
                <th scope="row" style={{ ...headCell, width: '35%', fontSize: 14 }}>
                  {f.label}
                </th>
                <td style={cell}>{f.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(lines.length > 0 || totals.length > 0) && (
        <table style={table}>
          {lines.length > 0 && (
            <thead>
              <tr>
                <th style={headCell}>Item</th>
                {counted && <th style={{ ...headCell, ...right }}>Qty</th>}
                {priced && <th style={{ ...headCell, ...right }}>Amount</th>}
              </tr>
            </thead>
          )}
          <tbody>
            {lines.map((l, i) => (
              <tr key={i}>
                <td style={cell}>
                  {l.name}
                  {l.detail && <div style={{ fontSize: 12, color: colors.dimmed }}>{l.detail}</div>}
                </td>
                {counted && <td style={{ ...cell, ...right }}>{l.quantity}</td>}
                {priced && <td style={{ ...cell, ...right }}>{l.amount}</td>}
              </tr>
            ))}
          </tbody>
          {totals.length > 0 && (
            <tfoot>
              {totals.map((t, i) => (
                <tr key={t.label}>
                  <td colSpan={Math.max(1, columns - 1)} style={{ ...cell, ...right, fontWeight: i === totals.length - 1 ? 700 : 400 }}>
                    {t.label}
                  </td>
                  <td style={{ ...cell, ...right, fontWeight: i === totals.length - 1 ? 700 : 400 }}>{t.amount}</td>
                </tr>
              ))}
            </tfoot>
          )}
        </table>
      )}
    </Section>
  );
}
