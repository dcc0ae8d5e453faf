import { accountMessages } from '@portal/domain/accounts/messages';

/** Router location state that /login shows as a notice (after register, from an invitation too, / completed reset). */
export type LoginNotice = 'registered' | 'invited' | 'resetComplete';
export interface LoginLocationState {
  notice?: LoginNotice;
}

export function loginNoticeText(state: unknown): string | null {
  const notice = (state as LoginLocationState | null)?.notice;
  if (notice === 'registered') return accountMessages.registered;
  if (notice === 'invited') return accountMessages.registeredFromInvitation;
  if (notice === 'resetComplete') return accountMessages.resetComplete;
  return null;
}
