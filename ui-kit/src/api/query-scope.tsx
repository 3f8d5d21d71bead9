import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

// Imported by path ('@biz/ui-kit/src/api/query-scope') by the remotes that query, not from the shared
// ui-kit: a page whose remote does not query (the sprint pages) never loads react-query.
const queryClient = createQueryClient();

/** The QueryClient (SPEC defaults) of one remote's pages: one cache for as long as the page is open. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
