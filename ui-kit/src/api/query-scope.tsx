import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

// Reached through `@biz/ui-kit/query` (see query.ts), not the shared ui-kit.
const queryClient = createQueryClient();

/** The QueryClient (SPEC defaults) of one remote's pages: one cache for as long as the page is open. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
