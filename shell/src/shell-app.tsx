import { Toaster } from '@biz/ui-kit';
import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from './app-routes';
import { RemoteContent, type RemoteContentSource } from './remotes/remote-content';

interface ShellAppProps {
  remoteContent: RemoteContentSource;
  /** The router around the routes: BrowserRouter in the browser, StaticRouter in the page render. */
  router: (routes: ReactNode) => ReactNode;
}

/** The page's whole tree. The browser hydrates the very tree the gateway rendered, router aside. */
export function ShellApp({ remoteContent, router }: ShellAppProps) {
  return (
    <StrictMode>
      <RemoteContent value={remoteContent}>{router(<AppRoutes />)}</RemoteContent>
      <Toaster />
    </StrictMode>
  );
}
