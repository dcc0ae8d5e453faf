import { useItemDialogParam } from '../../../shared/routing/item-dialog-param';

/**
 * The ticket whose dialog is open, kept in ?ticket= so a mail's link opens it; its edit dialog is
 * ?ticket={id}&mode=edit (a link to a ticket the reader may not edit shows its conversation).
 */
export function useTicketDialogParam({ withEdit = false }: { withEdit?: boolean } = {}) {
  return useItemDialogParam('ticket', { withEdit });
}
