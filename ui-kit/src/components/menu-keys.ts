/**
 * The item a key moves focus to in an open menu of `count` items (WAI-ARIA menu button pattern): arrows
 * wrap around, Home and End jump to the ends. Undefined for a key the menu leaves alone.
 */
export function menuFocusMove(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Keys on the closed menu's button that open it, and the item they focus first. Enter and Space click the button. */
export const openingKeys: Readonly<Record<string, 'first' | 'last'>> = { ArrowDown: 'first', ArrowUp: 'last' };
