import type { ComponentType } from 'react';

/** Remote names in Module Federation; each exposes `./routes`. */
export type RemoteName = 'intake' | 'lockin' | 'admin' | 'client';

export const remoteNames: readonly RemoteName[] = ['intake', 'lockin', 'admin', 'client'];

/**
 * What every remote's `./routes` module exports: one component rendering react-router `<Routes>`
 * relative to where the shell mounts it.
 */
export interface RemoteRoutesModule {
  RemoteRoutes: ComponentType;
}

/** Shape of `GET /mf-remotes.json`: remote name → URL of its `mf-manifest.json`. */
export type RemoteManifestMap = Partial<Record<RemoteName, string>>;
