import type { ReactNode } from 'react';
import type { RemoteName } from './remote-routes';

/**
 * Root of a remote's subtree. The remote's stylesheet scopes its utilities to this class (see
 * rspack/scope-remote-utilities.mjs), and the class itself is `display: contents`, so it adds no box.
 */
export function RemoteScope({ name, children }: { name: RemoteName; children: ReactNode }) {
  return <div className={`mfe-${name}`}>{children}</div>;
}
