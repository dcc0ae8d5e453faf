import { createContext, useContext, useState, type ReactNode } from 'react';

/** Spec §4: the browser alerts shown when expanding another item or pressing a main button is blocked. */
export const editGuardMessages = {
  pendingWarranty: 'There is a pending Warranty Issue request. Please save it or cancel it before continuing.',
  unsavedModifications: 'You have unsaved modifications. Please save or cancel them before continuing.',
} as const;

/**
 * What the issue cards report to the dialog: an issue whose warranty request is started but not
 * saved yet (pending), or whose modifications form is dirty. The dialog asks `blocked()` before
 * it collapses an item or runs a main button, so nothing typed is lost silently.
 */
export interface EditGuard {
  setDirty(issueId: string, dirty: boolean): void;
  setPendingWarranty(issueId: string, pending: boolean): void;
  /** The alert text when something would be lost (a pending warranty first), else null. */
  blocked(): string | null;
}

/**
 * Sets, not state: the cards report on every change and the answer is only read when the user
 * clicks, so keeping it out of React state spares the whole dialog a render per keystroke.
 */
export function createEditGuard(): EditGuard {
  const dirty = new Set<string>();
  const pending = new Set<string>();
  const toggle = (set: Set<string>, id: string, on: boolean) => (on ? set.add(id) : set.delete(id));
  return {
    setDirty: (issueId, on) => void toggle(dirty, issueId, on),
    setPendingWarranty: (issueId, on) => void toggle(pending, issueId, on),
    blocked: () => (pending.size > 0 ? editGuardMessages.pendingWarranty : dirty.size > 0 ? editGuardMessages.unsavedModifications : null),
  };
}

// Outside a dialog (an issue card rendered on its own in a test) nothing is guarded.
const EditGuardContext = createContext<EditGuard>(createEditGuard());

export function EditGuardProvider({ children }: { children: ReactNode }) {
  const [guard] = useState(createEditGuard);
  return <EditGuardContext.Provider value={guard}>{children}</EditGuardContext.Provider>;
}

/** The dialog's guard. An issue card clears its entries when it unmounts (setDirty(id, false)). */
export function useEditGuard(): EditGuard {
  return useContext(EditGuardContext);
}
