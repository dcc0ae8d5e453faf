import { Navigate, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAdmin, RequireSignedIn } from '../shared/routing/route-guards';
import { AdminLayout } from './admin-layout';
import { HomeRoute } from './home-route';
import { AppLayout } from './layout/app-layout';
import { pageTitle } from './layout/document-title';
import { RouteError } from './route-error';
import { prefetchStore } from './route-prefetch';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        // Forms are lazy: their validation schemas (zod) stay off the first load.
        children: [
          { path: 'login', handle: pageTitle('Sign in'), lazy: async () => ({ Component: (await import('../features/accounts/pages/login-page')).LoginPage }) },
        ],
      },
      {
        path: 'register',
        handle: pageTitle('Register'),
        lazy: async () => ({ Component: (await import('../features/accounts/pages/register-page')).RegisterPage }),
      },
      {
        path: 'reset/:token?',
        handle: pageTitle('Reset password'),
        lazy: async () => ({ Component: (await import('../features/accounts/pages/reset-page')).ResetPage }),
      },
      {
        element: <RequireSignedIn />,
        children: [
          { index: true, handle: pageTitle('Home'), element: <HomeRoute /> },
          {
            path: 'account',
            handle: pageTitle('Account'),
            lazy: async () => ({ Component: (await import('../features/accounts/pages/account-page')).AccountPage }),
            // The Orders tab renders the child route (features do not import each other).
            children: [
              {
                path: 'orders',
                handle: pageTitle('Orders · Account'),
                // With the adjustments' Adjust action on its rows (composed in app/).
                lazy: async () => ({ Component: (await import('./orders-with-adjustments')).DealerOrdersWithAdjustments }),
              },
              {
                path: 'tickets',
                handle: pageTitle('Tickets · Account'),
                lazy: async () => ({ Component: (await import('../features/tickets/pages/dealer-tickets-page')).DealerTicketsPage }),
              },
              {
                path: 'warranties',
                handle: pageTitle('Warranties · Account'),
                lazy: async () => ({ Component: (await import('../features/warranty/pages/dealer-warranties-page')).DealerWarrantiesPage }),
              },
              // The list stays under an opened adjustment: /account/adjustments/{id} shows its dialog on top
              // (one route with an optional id: opening and closing keep the list's scope, sort and page).
              {
                path: 'adjustments/:id?',
                handle: pageTitle('Adjustments · Account'),
                lazy: async () => ({ Component: (await import('../features/adjustments/pages/dealer-adjustments-page')).DealerAdjustmentsPage }),
              },
              // Issue 32: the team (members read it; its administrators run it).
              {
                path: 'team',
                handle: pageTitle('Team · Account'),
                lazy: async () => ({ Component: (await import('../features/teams/pages/team-page')).TeamPage }),
              },
              { path: ':tab', handle: pageTitle('Account') },
            ],
          },
          { path: 'docs', handle: pageTitle('Library'), lazy: async () => ({ Component: (await import('../features/files/pages/library-page')).LibraryPage }) },
          // The store is lazy: its forms, pricing and help drawings load only on /store. Its loader
          // starts the catalog request while that code downloads.
          {
            path: 'store/:id?',
            handle: pageTitle('Store'),
            loader: prefetchStore,
            lazy: async () => ({ Component: (await import('../features/store/pages/store-page')).StorePage }),
          },
          // Customer quotes (issue 31): /quotes lists the team's, /quotes/settings holds the markups and company block.
          {
            path: 'quotes/:section?',
            handle: pageTitle((params) => (params.section === 'settings' ? 'Quote Settings' : 'Quotes')),
            lazy: async () => ({ Component: (await import('../features/quotes/pages/quotes-page')).QuotesPage }),
          },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: 'admin',
            handle: pageTitle('Admin'),
            element: <AdminLayout />,
            children: [
              { index: true, element: <Navigate to="orders" replace /> },
              // Admin screens are lazy: dealers never download them.
              {
                path: 'orders',
                handle: pageTitle('Dealer Orders · Admin'),
                lazy: async () => ({ Component: (await import('./orders-with-adjustments')).AdminOrdersWithAdjustments }),
              },
              {
                path: 'users',
                handle: pageTitle('Portal Users · Admin'),
                lazy: async () => ({ Component: (await import('../features/admin-users/pages/portal-users-page')).PortalUsersPage }),
              },
              {
                path: 'tickets',
                handle: pageTitle('Tickets · Admin'),
                lazy: async () => ({ Component: (await import('../features/tickets/pages/admin-tickets-page')).AdminTicketsPage }),
              },
              {
                path: 'warranties',
                handle: pageTitle('Warranties · Admin'),
                lazy: async () => ({ Component: (await import('../features/warranty/pages/admin-warranties-page')).AdminWarrantiesPage }),
              },
              // Feature-gated (the layout sends it back to orders while the switch is off); /admin/adjustments/{id}
              // opens the dialog on top of the list, as on the account page.
              {
                path: 'adjustments/:id?',
                handle: pageTitle('Order Adjustments · Admin'),
                lazy: async () => ({ Component: (await import('../features/adjustments/pages/admin-adjustments-page')).AdminAdjustmentsPage }),
              },
              // Each page checks its permission too (a typed URL); the tabs only hide what it refuses.
              {
                path: 'pricing',
                handle: pageTitle('Pricing · Admin'),
                lazy: async () => ({ Component: (await import('../features/pricing-admin/pages/pricing-page')).PricingPage }),
              },
              {
                path: 'data',
                handle: pageTitle('Data Management · Admin'),
                lazy: async () => ({ Component: (await import('../features/data-management/pages/data-management-page')).DataManagementPage }),
              },
              {
                path: 'lead-times',
                handle: pageTitle('Lead Times · Admin'),
                lazy: async () => ({ Component: (await import('../features/lead-times/pages/lead-times-page')).LeadTimesPage }),
              },
              // Field speed (issue 33): what the pages' beacons measured, per route, device class and week.
              {
                path: 'speed',
                handle: pageTitle('Speed · Admin'),
                lazy: async () => ({ Component: (await import('../features/speed/pages/speed-page')).SpeedPage }),
              },
              {
                path: 'mail',
                handle: pageTitle('Mail · Admin'),
                lazy: async () => ({ Component: (await import('../features/mail/pages/mail-page')).MailPage }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
