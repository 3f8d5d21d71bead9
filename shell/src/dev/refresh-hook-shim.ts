interface DevtoolsHook {
  renderers: Map<number, unknown>;
  inject: (renderer: unknown) => number;
}

/**
 * Development only. Each remote bundles its own react-refresh runtime, which registers after the shell's
 * react-dom has already announced itself to the devtools hook. The hook react-refresh creates does not
 * remember renderers, so a late runtime never finds react-dom and edits to a remote would not refresh
 * inside the shell. Recording every injected renderer lets each runtime find it.
 */
export function recordReactRenderers(target: Window): void {
  const hook = (target as Window & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevtoolsHook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook?.renderers || typeof hook.inject !== 'function') return;
  const inject = hook.inject;
  hook.inject = function recordRenderer(this: DevtoolsHook, renderer: unknown) {
    const id = inject.call(this, renderer);
    this.renderers.set(id, renderer);
    return id;
  };
}
