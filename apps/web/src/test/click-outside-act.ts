/**
 * A click as the browser delivers it: outside act(), which would also render the router's
 * navigation (a transition, rendered later in a browser) before the next assertion, and so hide
 * what the page shows in between.
 */
export function clickOutsideAct(element: HTMLElement) {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    element.click();
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = before;
  }
}
