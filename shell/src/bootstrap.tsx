import { AgencyContentContext, readInlineAgencyContent } from '@biz/ui-kit';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadedRemotes } from './remotes/loaded-remote';
import { registerRemoteManifests } from './remotes/remote-loader';
import { readRemoteManifestMap } from './remotes/remote-manifest';
import { ShellApp } from './shell-app';

registerRemoteManifests(readRemoteManifestMap(document, window.location.href));

// The content the gateway rendered the page with, so hydration renders the same.
const app = (
  <AgencyContentContext value={readInlineAgencyContent(document)}>
    <ShellApp remoteContent={loadedRemotes} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
  </AgencyContentContext>
);
const root = document.getElementById('root')!;
// A page the gateway pre-rendered is hydrated, in a transition so the work yields to the visitor's input;
// each remote's section hydrates when its code arrives. Any other page is rendered here.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
