import { SITE_NAME } from '@biz/contracts';
import { createContext, useContext, useEffect } from 'react';

export const productName = SITE_NAME;

export function documentTitle(title: string): string {
  return `${title} · ${productName}`;
}

/**
 * Where a server render collects the page's title, since effects do not run there. The first title
 * rendered wins, as on the client, where the outermost page's effect runs last.
 */
export const DocumentTitleSink = createContext<{ title?: string } | null>(null);

/** Sets the tab title to "<page> · BizAutomate" while the page is shown. */
export function useDocumentTitle(title: string): void {
  const sink = useContext(DocumentTitleSink);
  if (sink) sink.title ??= documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
