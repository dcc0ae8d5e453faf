import { AppShell, Box, Burger, Drawer, Group, NavLink, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../../shared/session/use-session';
import { useProfileRefresh } from '../../shared/session/use-profile-refresh';
import { AppFooter } from './app-footer';
import { useDocumentTitle } from './document-title';
import { headerTitle, headerTitleParts } from './header-title';
import { visibleNavEntries } from '../../shared/routing/nav-entries';
import { mainContentClass, mainContentId, SkipLink } from './skip-link';
import { UserMenu } from './user-menu';
import { useFocusManagement } from './use-focus-management';

export function AppLayout() {
  const user = useSession();
  useProfileRefresh();
  useDocumentTitle();
  useFocusManagement();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const entries = visibleNavEntries(user);
  const title = headerTitleParts(user);
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {entries.length > 0 && <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="sm" size="sm" aria-label="Open navigation" />}
            {/* Phones: the dealer's name on one line (cut if it must be), the tier and 'Portal' whole on the next (spec §1). */}
            <Title order={1} size="h4" fz={{ base: 'sm', sm: 'lg' }} lh={1.25} miw={0} aria-label={headerTitle(user)}>
              <RouterNavLink to="/" style={{ color: 'inherit', textDecoration: 'none', display: 'block', minWidth: 0 }}>
                {title.name !== null && (
                  <>
                    <Box
                      component="span"
                      display={{ base: 'block', sm: 'inline' }}
                      style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {title.name}
                    </Box>
                    <Box component="span" visibleFrom="sm">
                      {' · '}
                    </Box>
                  </>
                )}
                <Box component="span" display={{ base: 'block', sm: 'inline' }} style={{ whiteSpace: 'nowrap' }}>
                  {title.portal}
                </Box>
              </RouterNavLink>
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
              {entries.map((entry) => (
                <NavLink key={entry.to} component={RouterNavLink} to={entry.to} label={entry.label} active={isActive(entry.to)} w="auto" />
              ))}
            </Group>
            {user && <UserMenu user={user} />}
          </Group>
        </Group>
      </AppShell.Header>

      {entries.length > 0 && (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          title="Navigation"
          size="xs"
          hiddenFrom="sm"
          closeButtonProps={{ 'aria-label': 'Close navigation' }}
        >
          <Stack gap={4} component="nav" aria-label="Main">
            {entries.map((entry) => (
              <NavLink key={entry.to} component={RouterNavLink} to={entry.to} label={entry.label} active={isActive(entry.to)} onClick={drawer.close} />
            ))}
          </Stack>
        </Drawer>
      )}

      <AppShell.Main id={mainContentId} tabIndex={-1} className={mainContentClass} style={{ display: 'flex', flexDirection: 'column' }}>
        <Box style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
