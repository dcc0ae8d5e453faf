import { fullName } from '@portal/domain/accounts/user';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import type { AdminUserRow } from '../admin-user-row';

export function DeleteUserButton({ user, disabled, onConfirm }: { user: AdminUserRow; disabled: boolean; onConfirm: () => void }) {
  const name = fullName(user);
  return (
    <ConfirmDeleteButton
      label={name}
      title="Delete user"
      message={`Delete ${name} (${user.email})? This cannot be undone.`}
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
}
