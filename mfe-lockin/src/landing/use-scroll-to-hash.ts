import { useEffect } from 'react';

/**
 * Brings the section named by the URL's hash (`/lockin#offer`) into view once the page has rendered: the
 * browser looked for it on load, before this remote's content existed.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
