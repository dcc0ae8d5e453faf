import { Container, Tabs, Title } from '@mantine/core';
import type { PortalUser } from '@portal/domain/accounts/user';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { canManageData } from '../features/data-management/data-access';
import { canManagePricing } from '../features/pricing-admin/pricing-access';
import { useSettings } from '../features/settings/api/use-settings';
import { AdjustmentsSettingCard } from '../features/settings/components/adjustments-setting-card';
import { useSession } from '../shared/session/use-session';

/**
 * Spec §2 /admin tabs, in the spec's order, each shown to whoever may open it. Order
 * Adjustments is also feature-gated: shown only while settings.get says adjustmentsEnabled.
 */
const adminTabs: { value: string; label: string; visible: (user: PortalUser, adjustmentsEnabled: boolean) => boolean }[] = [
  { value: 'orders', label: 'Dealer Orders', visible: () => true },
  { value: 'users', label: 'Portal Users', visible: () => true },
  { value: 'adjustments', label: 'Order Adjustments', visible: (_user, adjustmentsEnabled) => adjustmentsEnabled },
  { value: 'warranties', label: 'Warranties', visible: () => true },
  { value: 'tickets', label: 'Tickets', visible: () => true },
  { value: 'pricing', label: 'Pricing', visible: canManagePricing },
  { value: 'data', label: 'Data Management', visible: canManageData },
  // The lead-time table (issue 32): every administrator, as the server allows; beside the other tables that shape an order.
  { value: 'lead-times', label: 'Lead Times', visible: () => true },
  // Field speed (issue 33): every administrator, as the server allows.
  { value: 'speed', label: 'Speed', visible: () => true },
  // The outbox (issue 29): where mail is read when no mail server is configured. Super administrators only (as the
  // server): it holds every account's password-reset link.
  { value: 'mail', label: 'Mail', visible: (u) => u.isSuperAdmin },
];

export function AdminLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname.split('/')[2] ?? null;
  const settings = useSettings();
  const adjustmentsEnabled = settings.data?.adjustmentsEnabled === true;
  if (!session) return null;
  // Once the settings are known, a feature that is off sends its tab back to Dealer Orders.
  if (active === 'adjustments' && !settings.isPending && !adjustmentsEnabled) return <Navigate to="/admin/orders" replace />;
  return (
    <Container fluid>
      <Title order={2} mb="md">
        Admin
      </Title>
      <Tabs value={active} onChange={(value) => value && void navigate(`/admin/${value}`)} mb="md">
        <Tabs.List>
          {adminTabs
            .filter((tab) => tab.visible(session, adjustmentsEnabled))
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
