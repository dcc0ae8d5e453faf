import { useItemDialogParam } from '../../../shared/routing/item-dialog-param';

/**
 * The warranty request whose dialog is open, kept in ?warranty= so a mail's link (and a shared one)
 * opens it (issue 29); its edit dialog (administrators') is ?warranty={id}&mode=edit, which a
 * dealer's list shows as the view.
 */
export function useWarrantyDialogParam({ withEdit = false }: { withEdit?: boolean } = {}) {
  return useItemDialogParam('warranty', { withEdit });
}
