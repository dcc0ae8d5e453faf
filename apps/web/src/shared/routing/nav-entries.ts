import type { PortalUser } from '@portal/domain/accounts/user';
import { canSeeAccount, canSeeAdmin, canSeeLibrary, canSeeNavigation, canSeeStore } from '../session/access';

type Flags = Pick<PortalUser, 'isApproved' | 'storeAccess' | 'isAdmin'>;

export interface NavEntry {
  label: string;
  to: string;
  visible: (user: Flags | null) => boolean;
  /** False until the page exists; flip it when the feature lands. */
  available: boolean;
}

export const navEntries: NavEntry[] = [
  { label: 'Store', to: '/store', visible: canSeeStore, available: true },
  { label: 'Quotes', to: '/quotes', visible: canSeeStore, available: true },
  { label: 'Library', to: '/docs', visible: canSeeLibrary, available: true },
  { label: 'Account', to: '/account', visible: canSeeAccount, available: true },
  { label: 'Admin', to: '/admin', visible: canSeeAdmin, available: true },
];

export function visibleNavEntries(user: Flags | null): NavEntry[] {
  if (!canSeeNavigation(user)) return [];
  return navEntries.filter((entry) => entry.available && entry.visible(user));
}
