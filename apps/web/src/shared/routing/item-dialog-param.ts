import { useLocation, useNavigate, useSearchParams } from 'react-router';

const modeParam = 'mode';
/** Marks the history entry an edit dialog's opening added. */
const addedKey = 'itemDialogAdded';

/**
 * An item's dialog kept in the list page's address, so a reload, a mail or a shared link opens it:
 * `?{name}={id}` is the view dialog, `?{name}={id}&mode=edit` the edit dialog. The edit dialog
 * is the view's parameter plus a marker rather than a parameter of its own, so a link to an item
 * the reader may not edit falls back to the view by dropping the marker, and a page without an
 * edit dialog (`withEdit` false) shows the view for it.
 *
 * Opening the view replaces the history entry (Back leaves the list, docs/decisions/web.md);
 * opening the edit dialog adds one, so Back closes it; closing a dialog this page added an entry
 * for steps Back to it, any other close drops the parameters in place.
 */
export function useItemDialogParam(name: string, { withEdit = false }: { withEdit?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = params.get(name) || null;
  const editing = withEdit && id !== null && params.get(modeParam) === 'edit';
  const added = (location.state as { [addedKey]?: boolean } | null)?.[addedKey] === true;

  const change = (next: { id: string | null; edit: boolean }, push: boolean) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next.id) search.set(name, next.id);
        else search.delete(name);
        if (next.id && next.edit) search.set(modeParam, 'edit');
        else search.delete(modeParam);
        return search;
      },
      // Replacing keeps the entry's mark: an edit dialog turned into the view still steps Back when closed.
      push ? { state: { [addedKey]: true } } : { replace: true, state: location.state },
    );

  return {
    /** The item whose view dialog is open. */
    viewing: editing ? null : id,
    /** The item whose edit dialog is open (never on a page without one). */
    editing: editing ? id : null,
    view: (itemId: string) => change({ id: itemId, edit: false }, false),
    edit: (itemId: string) => change({ id: itemId, edit: true }, true),
    /** The reader may not edit this item: its view instead, in the same history entry. */
    viewInstead: () => change({ id, edit: false }, false),
    close: () => (added ? void navigate(-1) : change({ id: null, edit: false }, false)),
  };
}
