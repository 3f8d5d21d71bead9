import { recordReactRenderers } from './dev/refresh-hook-shim';

if (process.env.NODE_ENV !== 'production') recordReactRenderers(window);

// An async boundary: Module Federation negotiates the shared singletons before any of them is used.
import('./bootstrap');
