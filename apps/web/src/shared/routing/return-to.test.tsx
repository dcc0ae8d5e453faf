import { describe, expect, it } from 'vitest';
import { returnTarget, signInPathFor } from './return-to';

const at = (path: string) => {
  const url = new URL(path, 'http://example.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('a link keeps its target through sign-in (issue 29)', () => {
  it('remembers the whole address: path, query and fragment', () => {
    expect(signInPathFor(at('/account/tickets?ticket=t-1'))).toBe('/login?next=%2Faccount%2Ftickets%3Fticket%3Dt-1');
    expect(returnTarget('?next=%2Faccount%2Ftickets%3Fticket%3Dt-1')).toBe('/account/tickets?ticket=t-1');
    expect(returnTarget(new URL(signInPathFor(at('/store?order=o-1#cart')), 'http://x').search)).toBe('/store?order=o-1#cart');
  });

  it('home needs no reminder, and no reminder means home', () => {
    expect(signInPathFor(at('/'))).toBe('/login');
    expect(returnTarget('')).toBe('/');
  });

  it('never leaves the site, nor loops back to /login', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'account', '/login?next=/x'])
      expect(returnTarget(`?${new URLSearchParams({ next }).toString()}`)).toBe('/');
  });
});
