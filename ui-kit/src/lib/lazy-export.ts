import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Any props, as in React.lazy's own signature: the component keeps its real props type through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` of a named export: the module is its own chunk, loaded when the component first renders
 * (a page the visitor is not on costs nothing).
 */
export function lazyExport<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
