import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { HomePage } from '../features/home/home-page';
import { canSeeAdmin } from '../shared/session/access';
import { useSession } from '../shared/session/use-session';

/**
 * Home (/): an approved administrator lands on the staff dashboard (issue 32, point 7); everyone
 * else keeps the welcome and the menu of their areas (HomePage). Composed here: features do not
 * import each other.
 */
export function HomeRoute() {
  const user = useSession();
  return user?.isApproved && canSeeAdmin(user) ? <DashboardPage /> : <HomePage />;
}
