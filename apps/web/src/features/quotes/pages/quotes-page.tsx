import { Container, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { canSeeStore } from '../../../shared/session/access';
import { useSession } from '../../../shared/session/use-session';
import { QuoteSettingsSection } from '../components/quote-settings-section';
import { QuotesList } from '../components/quotes-list';

const sections: { value: string; label: string; path: string; content: ReactNode }[] = [
  { value: 'list', label: 'Your quotes', path: '/quotes', content: <QuotesList /> },
  { value: 'settings', label: 'Quote settings', path: '/quotes/settings', content: <QuoteSettingsSection /> },
];

/**
 * Customer quotes (issue 31), for dealers with store access: the team's quotes (/quotes) and the
 * quote settings (/quotes/settings: markups, company block, logo). Route-backed tabs: a reload or
 * a link keeps the section; only the open one renders (and fetches).
 */
export function QuotesPage() {
  const user = useSession();
  const navigate = useNavigate();
  const { section = 'list' } = useParams();
  if (!canSeeStore(user)) return <Navigate to="/" replace />;
  if (!sections.some((s) => s.value === section)) return <Navigate to="/quotes" replace />;
  return (
    <Container size="lg">
      <Title order={2} mb="md">
        Quotes
      </Title>
      <Tabs value={section} onChange={(next) => void navigate(sections.find((s) => s.value === next)?.path ?? '/quotes')} keepMounted={false}>
        <Tabs.List>
          {sections.map((s) => (
            <Tabs.Tab key={s.value} value={s.value}>
              {s.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sections.map((s) => (
          <Tabs.Panel key={s.value} value={s.value} pt="md">
            {s.content}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
