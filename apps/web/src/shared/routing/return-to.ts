/** The query parameter of /login that holds where the visitor was going (issue 29: a mailed link keeps its target). */
const nextParam = 'next';
/** Any origin: only a path of this site is ever taken from the parameter. */
const here = 'http://portal.invalid';

/** /login, remembering the page a signed-out visitor asked for (its path, query and fragment); home needs no reminder. */
export function signInPathFor({ pathname, search, hash }: { pathname: string; search: string; hash: string }): string {
  const target = `${pathname}${search}${hash}`;
  return target === '/' ? '/login' : `/login?${new URLSearchParams({ [nextParam]: target }).toString()}`;
}

/**
 * Where to go once signed in: the remembered page, or home. Only a path of this site is followed:
 * an address of another site (`https://…`, `//host`, `/\host`) would make the sign-in page an open
 * redirect, and /login itself would loop.
 */
export function returnTarget(search: string): string {
  const next = new URLSearchParams(search).get(nextParam);
  if (!next?.startsWith('/')) return '/';
  const url = new URL(next, here);
  if (url.origin !== here || url.pathname === '/login') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
