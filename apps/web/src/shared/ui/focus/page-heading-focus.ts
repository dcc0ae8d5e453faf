import { canTakeFocus, focusIsLost } from './dialog-focus-return';

/**
 * WCAG 2.4.3: when a new page shows (after signing in, a link, the navigation), focus starts on
 * its main heading, not on <body> (where the next Tab would start at the top, or in the footer
 * once the clicked element has gone). The heading is the first h1 or h2 of the main content;
 * a page without one gets focus on <main> itself.
 */
export function focusMainHeading(doc: Document, mainId: string) {
  const main = doc.getElementById(mainId);
  if (!main) return;
  const heading = [...main.querySelectorAll<HTMLElement>('h1, h2')].find(canTakeFocus);
  if (!heading) {
    main.focus();
    return;
  }
  // Focusable from code only; the page's stylesheet draws no ring around it.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * Whether a new page should take focus: yes when focus was lost with the old page, or sits in
 * the header or navigation the user came through; no when it is inside the page (its tabs, an
 * opened dialog), where the user is working.
 */
export function pageShouldTakeFocus(doc: Document): boolean {
  const active = doc.activeElement;
  if (active === null || focusIsLost(doc)) return true;
  return active.closest('nav, header') !== null && active.closest('[role="dialog"] header') === null;
}
