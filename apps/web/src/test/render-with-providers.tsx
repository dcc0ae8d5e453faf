import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createApiClient, TRPCProvider } from '../shared/api/trpc';
import { createQueryClient } from '../app/query-client';
import { theme } from '../app/theme';

/** Renders routes inside the app's providers; tests stub fetch (test/fake-api.ts) when the API is called. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  // The app's own query client (its UNAUTHORIZED handling is under test), without retries.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={createApiClient('http://127.0.0.1:9/trpc')} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}

export function renderWithMantine(ui: ReactElement) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}
