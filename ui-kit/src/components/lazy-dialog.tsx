import { Suspense, useState, type ReactNode } from 'react';

/**
 * Where a dialog loaded on first use (`lazyExport`) sits: nothing, and none of its code, until it first opens.
 * From then on it stays mounted, so its closing is the dialog's own (focus goes back to the opener) and a
 * reopened dialog is as it would have been had it been there all along.
 */
export function LazyDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Set while rendering (React's "information from previous renders" pattern): it mounts in the same commit.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
