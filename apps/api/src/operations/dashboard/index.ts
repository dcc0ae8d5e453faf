import { getDashboard } from './get-dashboard';

/** The staff dashboard (issue 32, point 7): administrators read it. */
export const dashboardOperations = { get: getDashboard };
