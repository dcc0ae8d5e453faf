import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { installDialogFocusReturn } from '../../shared/ui/focus/dialog-focus-return';
import { installInvalidSubmitFocus } from '../../shared/ui/focus/invalid-submit-focus';
import { focusMainHeading, pageShouldTakeFocus } from '../../shared/ui/focus/page-heading-focus';
import { mainContentId } from './skip-link';

/**
 * Where keyboard focus goes, for every page at once (issue 29): a new page starts on its main
 * heading, a dialog gives focus back to what opened it, a failed submit goes to the first
 * invalid field.
 */
export function useFocusManagement() {
  const matches = useMatches();
  // The page is the deepest matched route: /account/adjustments and /account/adjustments/{id}
  // (a dialog over the list) are one page, a change of its search parameters is no new page.
  const page = matches[matches.length - 1]?.id;
  const shown = useRef(page);

  useEffect(() => {
    const stopDialogs = installDialogFocusReturn(document, () => focusMainHeading(document, mainContentId));
    const stopForms = installInvalidSubmitFocus(document);
    return () => {
      stopDialogs();
      stopForms();
    };
  }, []);

  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    if (pageShouldTakeFocus(document)) focusMainHeading(document, mainContentId);
  }, [page]);
}
