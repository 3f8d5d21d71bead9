import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/** False in the server's render and while the browser hydrates it; true from then on, and in every later render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(unchanging, () => true, () => false);
}

/**
 * A control of a pre-rendered page is disabled until React has hydrated it: before that a click would do
 * nothing (or submit the form natively, fields in the URL) and typing could be lost.
 */
export function useDisabledUntilHydrated(disabled: boolean | undefined): boolean {
  return !useHydrated() || Boolean(disabled);
}
