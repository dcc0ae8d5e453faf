/**
 * WCAG 2.4.3: a dialog gives focus back to what opened it. Mantine's Modal does so only when it
 * stays mounted and its `opened` goes from false to true and back; a dialog rendered already open
 * and then unmounted (`{open && <OrderDialog opened />}`, a dialog shown by the URL) leaves focus
 * on <body>. This watcher covers every dialog of the app at once: it remembers, for each dialog
 * focus enters, the element focus came from, and when that dialog leaves the page with focus
 * lost it focuses that element again (or calls `fallback` when it is gone).
 */
const dialogSelector = '[role="dialog"], [role="alertdialog"]';

/** An element that can take focus now: still in the page, not disabled, not hidden. */
export function canTakeFocus(element: Element | null | undefined): element is HTMLElement {
  if (!element?.isConnected || !('focus' in element)) return false;
  if ((element as HTMLButtonElement).disabled || element.closest('[inert], [aria-hidden="true"]')) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/** Focus was dropped: on <body>, nowhere, or on an element no longer in the page. */
export function focusIsLost(doc: Document): boolean {
  const active = doc.activeElement;
  return active === null || active === doc.body || !active.isConnected;
}

/**
 * The element to give focus back to: the one focus came from, or, for an item of a menu (which
 * closes and goes), the button that opened the menu.
 */
function openerOf(element: HTMLElement, doc: Document): { element: HTMLElement; menuButton: HTMLElement | null } {
  // A menu is labelled by its button (aria-labelledby), which stays when the menu goes.
  const menuButtonId = element.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const menuButton = menuButtonId ? doc.getElementById(menuButtonId) : null;
  return { element, menuButton };
}

export function installDialogFocusReturn(doc: Document, fallback: () => void): () => void {
  let lastFocused: HTMLElement | null = null;
  const openers = new Map<Element, ReturnType<typeof openerOf> | null>();

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const dialog = target.closest(dialogSelector);
    if (dialog && !openers.has(dialog)) {
      openers.set(dialog, lastFocused && !dialog.contains(lastFocused) ? openerOf(lastFocused, doc) : null);
    }
    lastFocused = target;
  };

  const onMutations = () => {
    for (const [dialog, opener] of openers) {
      if (dialog.isConnected) continue;
      openers.delete(dialog);
      // Mantine (or the dialog's own code) already placed focus: leave it there.
      if (!focusIsLost(doc)) continue;
      // A menu closes on its item's click: its button is where focus goes back (WAI-ARIA menu button).
      const target = [opener?.menuButton, opener?.element].find(canTakeFocus);
      if (target) target.focus();
      else fallback();
    }
  };

  const observer = new MutationObserver(onMutations);
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
  };
}
