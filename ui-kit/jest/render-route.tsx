import type { AgencyContent } from '@biz/contracts';
import { shippedAgencyContent } from '@biz/contracts/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Routes, StaticRouter } from 'react-router';
import { createQueryClient } from '../src/api/query-client';
import { AgencyContentContext } from '../src/lib/agency-content';

/**
 * Server-renders a remote's routes at a URL, mounted the way the shell mounts them, for route tests in
 * Node: as the gateway does, it waits for the lazy pages. Queries render their pending state: nothing is
 * fetched (a bare mount that queries gets a QueryClient here; the remotes bring their QueryScope). The
 * agency's content is the shipped file's unless a test gives its own, as the shell gives the gateway's.
 */
export async function renderRoute(url: string, mount: ReactNode, content: AgencyContent = shippedAgencyContent): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={createQueryClient()}>
      <AgencyContentContext value={content}>
        <StaticRouter location={url}>
          <Routes>{mount}</Routes>
        </StaticRouter>
      </AgencyContentContext>
    </QueryClientProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The text of the page's h1 elements (a page must have exactly one). */
export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => decodeText(match[1]));
}

export function decodeText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
