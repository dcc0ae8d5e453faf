import { useState } from 'react';

/**
 * A choice kept in the address (a radio group, a segmented control), as its control shows it. The
 * router writes the address in a transition, rendered after the click, and a controlled radio
 * shows its old value until then: the control shows the clicked value at once, and follows the
 * address whenever that changes (the click landing, Back, a link).
 */
export function useShownChoice<T>(fromAddress: T): [T, (next: T) => void] {
  const [shown, setShown] = useState(fromAddress);
  // Adjusted during render, so a change of the address is never shown a render late either.
  const [seen, setSeen] = useState(fromAddress);
  if (!Object.is(seen, fromAddress)) {
    setSeen(fromAddress);
    setShown(fromAddress);
  }
  return [shown, setShown];
}
