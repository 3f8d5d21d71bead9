import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { anchoredPosition } from './anchored-position';

// Transparent until measured, so it never flashes at the window's corner; not hidden, so it can take focus.
const unmeasured: CSSProperties = { position: 'fixed', top: 0, left: 0, opacity: 0 };

/**
 * The style of an open popup pinned to its button and kept inside the window. It is `position: fixed` so
 * that a table's scroll container does not clip it, and it stays in the remote's subtree (no portal to
 * <body>) because a remote's utilities are scoped to its root element.
 */
export function useAnchoredPosition(open: boolean, anchor: RefObject<HTMLElement | null>, popup: RefObject<HTMLElement | null>): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>(unmeasured);

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!anchor.current || !popup.current) return;
      const { offsetWidth: width, offsetHeight: height } = popup.current;
      // clientWidth leaves out a vertical scrollbar, which innerWidth counts.
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      setStyle({ position: 'fixed', ...anchoredPosition(anchor.current.getBoundingClientRect(), { width, height }, viewport) });
    };
    place();
    // Capture: a scroll of any container (the table's own) moves the button too.
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [open, anchor, popup]);

  // A reopened popup shows its last place only until the layout effect above, which runs before paint.
  return open ? style : unmeasured;
}
