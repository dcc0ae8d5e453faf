import { Container, Tabs, Title } from '@mantine/core';
import type { PortalUser } from '@portal/domain/accounts/user';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { canManageData } from '../features/data-management/data-access';
import { canManagePricing } from '../features/pricing-admin/pricing-access';
import { AdjustmentsSettingCard } from '../features/settings/components/adjustments-setting-card';
import { useSession } from '../shared/session/use-session';

/**
 * Spec §2 /admin tabs, in the spec's order, each shown to whoever may open it. Order
 * Adjustments (feature-gated by settings.get adjustmentsEnabled) joins between Portal Users and
 * Pricing once its page exists; until then it is not listed at all.
 */
const adminTabs: { value: string; label: string; visible: (user: PortalUser) => boolean }[] = [
  { value: 'orders', label: 'Dealer Orders', visible: () => true },
  { value: 'users', label: 'Portal Users', visible: () => true },
  { value: 'warranties', label: 'Warranties', visible: () => true },
  { value: 'tickets', label: 'Tickets', visible: () => true },
  { value: 'pricing', label: 'Pricing', visible: canManagePricing },
  { value: 'data', label: 'Data Management', visible: canManageData },
];

export function AdminLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname.split('/')[2] ?? null;
  if (!session) return null;
  return (
    <Container fluid>
      <Title order={2} mb="md">
        Admin
      </Title>
      <Tabs value={active} onChange={(value) => value && void navigate(`/admin/${value}`)} mb="md">
        <Tabs.List>
          {adminTabs
            .filter((tab) => tab.visible(session))
            .map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
        </Tabs.List>
      </Tabs>
      {/* Portal-wide switches sit on top of Portal Users, for super admins only. */}
      {active === 'users' && session.isSuperAdmin && <AdjustmentsSettingCard />}
      <Outlet />
    </Container>
  );
}
