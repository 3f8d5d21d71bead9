import type { RemoteName } from '@biz/ui-kit';
import { createContext, use, type ComponentType } from 'react';

/**
 * What fills a remote's section: in the browser, the remote's routes loaded through Module Federation;
 * in the gateway's page render, the routes of the remote's server bundle. One tree serves both, so the
 * pre-rendered HTML is exactly what the browser hydrates.
 */
export interface RemoteContentSource {
  Content: ComponentType<{ name: RemoteName }>;
  /** Forgets a failed load, so the next render tries again. */
  reset: (name: RemoteName) => void;
}

export const RemoteContent = createContext<RemoteContentSource | null>(null);

export function useRemoteContent(): RemoteContentSource {
  const source = use(RemoteContent);
  if (!source) throw new Error('RemoteSection needs a RemoteContent source (see ShellApp)');
  return source;
}
