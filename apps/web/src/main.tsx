import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { startErrorReportingWhenConfigured } from './app/start-error-reporting';
import { startVitalsReporting } from './app/vitals/start-vitals-reporting';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

void startErrorReportingWhenConfigured();
startVitalsReporting();
