import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';

/** Spec §2: the confirmation's title and words. Callers offer it only while the requester may delete (Draft or Awaiting_Requester). */
export const deleteAdjustmentTitle = 'Delete order adjustment?';
export const deleteAdjustmentMessage = 'This will permanently delete the order adjustment, including its uploaded images. Are you sure you want to proceed?';

export function DeleteAdjustmentButton({ name, disabled, onConfirm }: { name: string; disabled: boolean; onConfirm: () => void }) {
  return <ConfirmDeleteButton label={name} title={deleteAdjustmentTitle} message={deleteAdjustmentMessage} disabled={disabled} onConfirm={onConfirm} />;
}
