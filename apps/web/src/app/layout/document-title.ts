import { useEffect } from 'react';
import { useMatches, type Params, type UIMatch } from 'react-router';

export const siteName = 'Dealer Portal';

/**
 * A route's `handle` (app/routes.tsx): its page title, or a function of the route's params
 * for a route that stands for several pages (/account/:tab).
 */
export interface RouteHandle {
  title?: string | ((params: Params) => string);
}

/** A route's handle giving its page title: `{ path: 'store', handle: pageTitle('Store') }`. */
export function pageTitle(title: NonNullable<RouteHandle['title']>): RouteHandle {
  return { title };
}

/** The deepest matched route's title followed by the site name, e.g. 'Store · Dealer Portal'. */
export function titleFromMatches(matches: UIMatch[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const title = (match.handle as RouteHandle | undefined)?.title;
    if (title !== undefined) return `${typeof title === 'function' ? title(match.params) : title} · ${siteName}`;
  }
  return siteName;
}

/** Sets `document.title` from the matched routes' handles (WCAG 2.4.2: each page its own title). */
export function useDocumentTitle() {
  const title = titleFromMatches(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
