import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/**
 * Tests only: Mantine's test environment (no transitions, no portals) so Select options and
 * modals are in the document at once, plus the toasts. Nested inside the shared providers.
 */
export function TestEnv({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <Notifications />
      {children}
    </MantineProvider>
  );
}
