export interface AnchorRect {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Space kept between a popup and the window's edges, and between the popup and its button. */
export const VIEWPORT_MARGIN = 8;
export const ANCHOR_GAP = 4;

/**
 * Where a popup opened by a button goes, in viewport coordinates: under the button, right edges aligned
 * (buttons sit at the end of rows and headers); left edges aligned when that would cut it off on the left
 * (a header that wrapped the button to a new line); shifted inside the window when neither fits (a narrow
 * phone); and above the button when only there it fits.
 */
export function anchoredPosition(anchor: AnchorRect, popup: Size, viewport: Size): { top: number; left: number } {
  const endAligned = anchor.right - popup.width;
  const preferred = endAligned >= VIEWPORT_MARGIN ? endAligned : anchor.left;
  const left = Math.max(VIEWPORT_MARGIN, Math.min(preferred, viewport.width - VIEWPORT_MARGIN - popup.width));
  const below = anchor.bottom + ANCHOR_GAP;
  const above = anchor.top - ANCHOR_GAP - popup.height;
  const fitsBelow = below + popup.height <= viewport.height - VIEWPORT_MARGIN;
  return { top: fitsBelow || above < VIEWPORT_MARGIN ? below : above, left };
}
