import type { AgencyContent } from '@biz/contracts';
import * as uiKit from '@biz/ui-kit';
import { AgencyContentContext, DocumentTitleSink, type RemoteName } from '@biz/ui-kit';
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// The server bundle takes the whole package from the gateway; the browser's shared router leaves server
// rendering out, so shared-router.spec.ts skips this file.
import { StaticRouter } from 'react-router';
import type { RemoteContentSource } from './remotes/remote-content';
import { ShellApp } from './shell-app';

/**
 * The shell's server bundle (dist-server/shell.js), which the gateway pre-renders the public pages with.
 * It also hands the remotes' server bundles this ui-kit, as the browser's share scope hands them the
 * shell's: one toast store, one title sink.
 */
export const sharedModules = { '@biz/ui-kit': uiKit };

export interface RenderedPage {
  /** The inside of `#root`. */
  html: string;
  /** The tab title the page sets, if any. */
  title?: string;
  /** The remotes whose routes the page shows. */
  remotes: RemoteName[];
}

/**
 * Renders a page of the shell at `url` with the remotes' routes from their server bundles and the agency's
 * content the gateway read, waiting for lazy parts. Rejects when the page needs a remote that is missing or any part fails to render: the
 * gateway then serves the page to be rendered in the browser.
 */
export async function renderPage(url: string, remoteRoutes: Partial<Record<RemoteName, ComponentType>>, content: AgencyContent): Promise<RenderedPage> {
  const shown = new Set<RemoteName>();
  const remoteContent: RemoteContentSource = {
    Content: ({ name }) => {
      const RemoteRoutes = remoteRoutes[name];
      if (!RemoteRoutes) throw new Error(`The '${name}' remote has no server bundle`);
      shown.add(name);
      return <RemoteRoutes />;
    },
    reset: () => undefined,
  };
  const sink: { title?: string } = {};
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <DocumentTitleSink value={sink}>
      <AgencyContentContext value={content}>
        <ShellApp remoteContent={remoteContent} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />
      </AgencyContentContext>
    </DocumentTitleSink>,
    // Every boundary inline: React would otherwise move large ones into templates revealed by inline
    // scripts, which the CSP refuses and a visitor without JavaScript never sees.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length) throw errors[0];
  return { html, title: sink.title, remotes: [...shown] };
}
