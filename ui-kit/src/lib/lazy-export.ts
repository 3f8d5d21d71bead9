import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` of a named export: the module is its own chunk, loaded when the component first renders
 * (a page the visitor is not on costs nothing).
 */
export function lazyExport<M extends { [P in K]: ComponentType<never> }, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
