/** The one place the web learns the API's shape; types only, no server code reaches the bundle. */
export type { AppRouter } from '@portal/api/transport/trpc/app-router';
