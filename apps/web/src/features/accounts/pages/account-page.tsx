import { Box, Container, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTRPC } from '../../../shared/api/trpc';
import { canSeeStore, canSeeTeam, canSeeTeamOrders } from '../../../shared/session/access';
import { useSession } from '../../../shared/session/use-session';
import { ProfileCard } from '../components/profile-card';
import { readsRetail } from '@portal/domain/teams/team-roles';

const storeTabs = ['orders', 'warranties', 'tickets', 'adjustments'] as const;
type AccountTab = (typeof storeTabs)[number] | 'team';

/**
 * Spec §2: the Orders / Adjustments tabs are shown only with storeAccess. The Team tab (issue 32,
 * /account/team) is every team member's: its administrators run the team there, the others read it. The Orders, Warranties, Tickets
 * and Adjustments tabs show their child routes (/account/orders, /account/warranties, /account/tickets,
 * /account/adjustments and /account/adjustments/{id}, composed in app/routes.tsx).
 * Without store access the page shows the profile. The Adjustments tab is the feature check of
 * spec §2: shown only while settings.get says adjustmentsEnabled.
 */
export function AccountPage() {
  const user = useSession();
  const navigate = useNavigate();
  // /account/{tab}: the tab is the second path segment.
  const tab = useLocation().pathname.split('/')[2];
  const trpc = useTRPC();
  const settings = useQuery({ ...trpc.settings.get.queryOptions(), staleTime: 60_000, enabled: canSeeStore(user) });
  // A salesperson reads no adjustments (issue 32: they carry the dealer's prices; the server refuses them).
  const adjustmentsEnabled = settings.data?.adjustmentsEnabled === true && user !== null && !readsRetail(user);
  if (!user) return null;
  // A team's viewer (issue 32) reads the team's orders: the Orders tab, without the store's.
  const orderTabs: readonly AccountTab[] = canSeeStore(user) ? storeTabs : canSeeTeamOrders(user) ? ['orders'] : [];
  const tabs: AccountTab[] = [...orderTabs, ...(canSeeTeam(user) ? (['team'] as const) : [])];

  if (tabs.length === 0) {
    return (
      <Container size="lg">
        <Title order={2} mb="md">
          Account
        </Title>
        <ProfileCard user={user} />
      </Container>
    );
  }

  if (!tabs.includes(tab as AccountTab)) return <Navigate to={`/account/${tabs[0] ?? 'orders'}`} replace />;
  // Once the settings are known, a feature that is off sends its tab back to Orders.
  if (tab === 'adjustments' && (readsRetail(user) || !settings.isPending) && !adjustmentsEnabled) return <Navigate to="/account/orders" replace />;

  return (
    <Container size="lg">
      <Title order={2} mb="md">
        Account
      </Title>
      {/* Only the active panel renders: the route-backed tabs share the one child route's Outlet. */}
      <Tabs value={tab ?? 'orders'} onChange={(next) => void navigate(`/account/${next ?? 'orders'}`)} keepMounted={false}>
        <Tabs.List>
          {!canSeeStore(user) && orderTabs.includes('orders') && <Tabs.Tab value="orders">Orders</Tabs.Tab>}
          {canSeeStore(user) && (
            <>
              <Tabs.Tab value="orders">Orders</Tabs.Tab>
              <Tabs.Tab value="warranties">Warranties</Tabs.Tab>
              <Tabs.Tab value="tickets">Tickets</Tabs.Tab>
              {adjustmentsEnabled && <Tabs.Tab value="adjustments">Adjustments</Tabs.Tab>}
            </>
          )}
          {tabs.includes('team') && <Tabs.Tab value="team">Team</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          <Outlet />
        </Tabs.Panel>
        <Tabs.Panel value="warranties" pt="md">
          <Outlet />
        </Tabs.Panel>
        <Tabs.Panel value="tickets" pt="md">
          <Outlet />
        </Tabs.Panel>
        <Tabs.Panel value="adjustments" pt="md">
          <Outlet />
        </Tabs.Panel>
        <Tabs.Panel value="team" pt="md">
          <Outlet />
        </Tabs.Panel>
      </Tabs>
      <Box mt="xl">
        <ProfileCard user={user} />
      </Box>
    </Container>
  );
}
