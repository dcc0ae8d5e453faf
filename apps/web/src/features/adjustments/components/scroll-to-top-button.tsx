import { Box, Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** §9: the button shows once the dialog has scrolled more than this. */
export const scrollThresholdPx = 20;
/** §2: the listener is attached only after the dialog has settled (its opening transition, the first load). */
export const listenerDelayMs = 2000;

/**
 * §2 the scroll-to-top button. It listens (capturing) for scrolls of whatever element holds it:
 * the modal's content, which scrolls on a phone and on a desktop alike, so no ref into the Modal
 * is needed.
 */
export function ScrollToTopButton() {
  const anchor = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const onScroll = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !anchor.current || !target.contains(anchor.current)) return;
      setScroller(target.scrollTop > scrollThresholdPx ? target : null);
    };
    const timer = window.setTimeout(() => document.addEventListener('scroll', onScroll, true), listenerDelayMs);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('scroll', onScroll, true);
    };
  }, []);

  return (
    <Box ref={anchor} pos="sticky" bottom={0} h={0} style={{ zIndex: 1 }}>
      {scroller && (
        <Button
          pos="absolute"
          right={0}
          bottom={12}
          size="compact-md"
          radius="xl"
          aria-label="Scroll to top"
          onClick={() => scroller.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          ↑ Top
        </Button>
      )}
    </Box>
  );
}
