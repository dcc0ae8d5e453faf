import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The pattern of the route an address is on, as the router names it ('/store/:id?',
 * '/admin/speed'): the matched routes' paths joined, so no id, query or other address part
 * leaves the browser. Layout routes without a path add nothing; an address no route matches is '/*'.
 */
export function routePattern(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return '/*';
  const joined = matches
    .map((match) => match.route.path ?? '')
    .filter((path) => path !== '')
    .join('/');
  return `/${joined}`.replace(/\/{2,}/g, '/');
}
