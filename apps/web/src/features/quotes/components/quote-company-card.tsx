import { Stack, Text } from '@mantine/core';
import type { TQuoteSettings } from '@portal/domain/quotes/quote-schemas';
import { SectionCard } from '../../../shared/ui/section-card';

/**
 * A salesperson's quote settings (issue 32): the company block their quotes print, to read. The
 * team's buyer or administrator sets it, with the markups the quotes are made at (withheld here).
 */
export function QuoteCompanyCard({ company }: { company: TQuoteSettings['company'] }) {
  const lines = [company.name, company.address, company.phone, company.email].filter((line) => line.trim() !== '');
  return (
    <SectionCard
      title="Company"
      hint="Printed at the top of your quotes, under your logo. Your team's buyer or administrator sets it, and the markups your quotes are made at."
    >
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not set yet.
        </Text>
      ) : (
        <Stack gap={2}>
          {lines.map((line, i) => (
            <Text key={i} size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
