import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/**
 * Tests only: Mantine's test environment (no transitions, no portals) so Select options are in
 * the document at once, plus the toasts. A copy per feature: features never import each other.
 */
export function TestEnv({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <Notifications />
      {children}
    </MantineProvider>
  );
}
