import { use, type ReactNode } from 'react';

const serverRender = Promise.resolve();
let browserIdle: Promise<void> | undefined;

/** Settles once the browser first has nothing else to do (within 2 s); at once in a server render. */
export function whenIdle(): Promise<void> {
  if (typeof window === 'undefined') return serverRender;
  browserIdle ??= new Promise((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve, 200)));
  return browserIdle;
}

/**
 * Renders its children once the browser is idle, inside the nearest Suspense boundary. On a pre-rendered
 * page their HTML is there from the start (their links work without script); their code loads and they
 * hydrate after the first screen, off the critical path.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  use(whenIdle());
  return children;
}
