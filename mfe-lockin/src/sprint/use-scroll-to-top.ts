import { useEffect } from 'react';

/**
 * Starts a page at the top, as a page load would. The form and the payment navigate inside the app from
 * the bottom of a long page, and the router keeps the scroll position.
 */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
