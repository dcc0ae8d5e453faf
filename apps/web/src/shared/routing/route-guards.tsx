import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isTokenExpired } from '../session/jwt-expiry';
import { clearSession } from '../session/session-store';
import { useSession } from '../session/use-session';
import { canSeeAdmin } from '../session/access';
import { returnTarget, signInPathFor } from './return-to';

/** The session if its token is still valid; an expired one is cleared (spec §4). */
function useValidSession() {
  const session = useSession();
  // useLocation makes every navigation re-check the expiry, so "when a page loads" holds.
  useLocation();
  const expired = session !== null && isTokenExpired(session.token);
  useEffect(() => {
    if (expired) clearSession();
  }, [expired]);
  return expired ? null : session;
}

/** /login, which brings the visitor back to this very page once signed in (a mailed link keeps its target). */
function SignInFirst() {
  return <Navigate to={signInPathFor(useLocation())} replace />;
}

/** Signed-out visitors (or expired tokens) go to /login. */
export function RequireSignedIn() {
  const session = useValidSession();
  if (!session) return <SignInFirst />;
  return <Outlet />;
}

/** Admin pages: anyone else goes home. */
export function RequireAdmin() {
  const session = useValidSession();
  if (!session) return <SignInFirst />;
  if (!canSeeAdmin(session)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Spec §2: a signed-in user visiting /login is redirected to / (or to the page the link was for). */
export function RedirectIfSignedIn() {
  const session = useValidSession();
  const { search } = useLocation();
  if (session) return <Navigate to={returnTarget(search)} replace />;
  return <Outlet />;
}
