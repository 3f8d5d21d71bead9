// In the entry, so index.html links the stylesheet: a pre-rendered page is styled at its first paint.
import './styles.css';
import { recordReactRenderers } from './dev/refresh-hook-shim';

if (process.env.NODE_ENV !== 'production') recordReactRenderers(window);

// An async boundary: Module Federation negotiates the shared singletons before any of them is used.
// Named, so the gateway can preload it (ui-kit/rspack/startup-chunks.mjs).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
