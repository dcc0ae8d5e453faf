import { canTakeFocus } from './dialog-focus-return';

/**
 * WCAG 3.3.1: a submit that fails moves focus to the first invalid field, so a keyboard or
 * screen-reader user lands where the problem is and hears it (Mantine's inputs carry
 * `aria-invalid` and name their error through `aria-describedby`, which is read with the field).
 */
const invalidSelector = '[aria-invalid="true"]';

/** Focuses the first field of `scope` marked invalid; true when there was one. */
export function focusFirstInvalid(scope: Element): boolean {
  const first = [...scope.querySelectorAll(invalidSelector)].find(canTakeFocus);
  if (!first) return false;
  first.focus();
  return true;
}

let stopWatching: (() => void) | null = null;

/** Where a submit button outside a <form> stands: its dialog, else the page's main content. */
function scopeOfFocus(doc: Document): Element {
  return doc.activeElement?.closest('form, [role="dialog"], main') ?? doc.body;
}

/**
 * After a submit of `scope` (a form, or the part of the page a submit button stands for: by
 * default the dialog or page of the focused button): the first invalid field gets focus as soon
 * as one shows, whether the page's own checks mark it at once or the server's answer does later.
 * The watch ends there, or when the user types or clicks, or at the next submit. Buttons that
 * submit without a <form> call it first thing in their handler.
 */
export function focusInvalidAfterSubmit(scope: Element = scopeOfFocus(document)) {
  stopWatching?.();
  const doc = scope.ownerDocument;
  const observer = new MutationObserver(() => {
    if (focusFirstInvalid(scope)) stop();
  });
  // A field already marked invalid before this submit changes nothing in the page: look once the
  // page has answered the submit.
  const timer = setTimeout(() => {
    if (focusFirstInvalid(scope)) stop();
  }, 0);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
    if (stopWatching === stop) stopWatching = null;
  }
  observer.observe(scope, { attributes: true, attributeFilter: ['aria-invalid'], childList: true, subtree: true });
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
  stopWatching = stop;
}

/** Every <form> of the page: its failed submits move focus to the first invalid field. */
export function installInvalidSubmitFocus(doc: Document): () => void {
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement) focusInvalidAfterSubmit(event.target);
  };
  doc.addEventListener('submit', onSubmit, true);
  return () => {
    doc.removeEventListener('submit', onSubmit, true);
    stopWatching?.();
  };
}
