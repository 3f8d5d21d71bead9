import type { RemoteName } from '@biz/ui-kit';
import { Suspense, use } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remoteRoutesModule, resetRemote } from './remote-loader';
import { RemoteUnavailable } from './remote-unavailable';
import { SectionLoading } from './section-loading';

function LoadedRemoteRoutes({ name }: { name: RemoteName }) {
  const { RemoteRoutes } = use(remoteRoutesModule(name));
  return <RemoteRoutes />;
}

/**
 * Mounts one remote's routes, loaded at run time, with a loading state and an in-layout fallback.
 * Keyed by remote: React would otherwise keep one boundary (and its failed state) when the router swaps
 * one remote's section for another's in the same outlet.
 */
export function RemoteSection({ name }: { name: RemoteName }) {
  return (
    <RemoteErrorBoundary key={name} onRetry={() => resetRemote(name)} fallback={(retry) => <RemoteUnavailable onRetry={retry} />}>
      <Suspense fallback={<SectionLoading />}>
        <LoadedRemoteRoutes name={name} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
