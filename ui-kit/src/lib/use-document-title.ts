import { useEffect } from 'react';

export const productName = 'BizAutomate';

/** Sets the tab title to "<page> · BizAutomate" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${productName}`;
  }, [title]);
}
