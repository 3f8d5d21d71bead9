import type { RemoteName } from '@biz/ui-kit';
import { Suspense } from 'react';
import { useRemoteContent } from './remote-content';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { SectionLoading } from './section-loading';

/**
 * Mounts one remote's routes with a loading state and an in-layout fallback. On a pre-rendered page the
 * Suspense boundary keeps the server's HTML on screen until the remote's code arrives, then hydrates it.
 * Keyed by remote: React would otherwise keep one boundary (and its failed state) when the router swaps
 * one remote's section for another's in the same outlet.
 */
export function RemoteSection({ name }: { name: RemoteName }) {
  const { Content, reset } = useRemoteContent();
  return (
    <RemoteErrorBoundary key={name} onRetry={() => reset(name)} fallback={(retry) => <RemoteUnavailable onRetry={retry} />}>
      <Suspense fallback={<SectionLoading />}>
        <Content name={name} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
