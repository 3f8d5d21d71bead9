import { Suspense, type ReactNode } from 'react';

/**
 * Where a panel loaded on first use (a tab not shown first, `lazyExport`) appears: a quiet line while its
 * code downloads, in place of the panel only, not the whole page.
 */
export function LazyPanel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="px-6 py-10 text-center text-sm text-ink-muted">Loading...</p>}>{children}</Suspense>;
}
