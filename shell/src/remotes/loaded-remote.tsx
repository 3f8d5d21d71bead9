import type { RemoteName } from '@biz/ui-kit';
import { use } from 'react';
import type { RemoteContentSource } from './remote-content';
import { remoteRoutesModule, resetRemote } from './remote-loader';

function LoadedRemoteRoutes({ name }: { name: RemoteName }) {
  const { RemoteRoutes } = use(remoteRoutesModule(name));
  return <RemoteRoutes />;
}

/** The browser's remote content: each remote's `./routes`, loaded at run time through Module Federation. */
export const loadedRemotes: RemoteContentSource = { Content: LoadedRemoteRoutes, reset: resetRemote };
