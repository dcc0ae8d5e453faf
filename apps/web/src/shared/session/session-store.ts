import type { SignedInUser } from '@portal/domain/accounts/user';

/** Spec §3: the signed-in user (with its token) lives in browser storage under 'userInfo'. */
const key = 'userInfo';
const listeners = new Set<() => void>();

let cachedRaw: string | null = null;
let cachedUser: SignedInUser | null = null;

function parse(raw: string | null): SignedInUser | null {
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    cachedUser = value && typeof value === 'object' && 'token' in value ? (value as SignedInUser) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

function emit() {
  for (const listener of listeners) listener();
}

export function readSession(): SignedInUser | null {
  return parse(localStorage.getItem(key));
}

export function writeSession(user: SignedInUser): void {
  localStorage.setItem(key, JSON.stringify(user));
  emit();
}

/** Keeps the token when the profile is refreshed from the server. */
export function updateSessionUser(user: Omit<SignedInUser, 'token'>): void {
  const current = readSession();
  if (current) writeSession({ ...user, token: current.token });
}

export function clearSession(): void {
  localStorage.removeItem(key);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
