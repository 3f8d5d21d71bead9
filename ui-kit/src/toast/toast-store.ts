import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-limits';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: ToastInput) => void;
}

export interface ToastStoreOptions {
  limit?: number;
  duration?: number;
  removeDelay?: number;
}

export interface ToastStore {
  toast: (input: ToastInput) => ToastHandle;
  /** Closes one toast, or all of them without an id. Closed toasts are removed after the remove delay. */
  dismiss: (id?: string) => void;
  /** Stops the auto-close timer while the user reads or hovers the toast. */
  pause: (id: string) => void;
  resume: (id: string) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastItem[];
}

/**
 * A tiny external store (read with useSyncExternalStore). It lives in ui-kit, which Module Federation
 * shares as a singleton, so a `toast()` call in any remote reaches the one Toaster the shell renders.
 */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const limit = options.limit ?? TOAST_LIMIT;
  const defaultDuration = options.duration ?? TOAST_DURATION_MS;
  const removeDelay = options.removeDelay ?? TOAST_REMOVE_DELAY_MS;

  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function setToasts(next: readonly ToastItem[]) {
    toasts = next;
    listeners.forEach((listener) => listener());
  }

  function clearTimer(timers: Map<string, ReturnType<typeof setTimeout>>, id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  function forget(id: string) {
    clearTimer(closeTimers, id);
    clearTimer(removeTimers, id);
  }

  function scheduleClose(item: ToastItem) {
    clearTimer(closeTimers, item.id);
    const duration = item.duration ?? defaultDuration;
    if (!Number.isFinite(duration)) return;
    closeTimers.set(item.id, setTimeout(() => dismiss(item.id), duration));
  }

  function scheduleRemove(id: string) {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        setToasts(toasts.filter((t) => t.id !== id));
      }, removeDelay),
    );
  }

  function dismiss(id?: string) {
    const targets = toasts.filter((t) => id === undefined || t.id === id);
    if (targets.length === 0) return;
    for (const t of targets) {
      clearTimer(closeTimers, t.id);
      scheduleRemove(t.id);
    }
    setToasts(toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
  }

  function toast(input: ToastInput): ToastHandle {
    counter += 1;
    const item: ToastItem = { ...input, id: String(counter), open: true };
    const next = [item, ...toasts];
    // Over the limit, the oldest toasts are dropped at once rather than queued.
    next.slice(limit).forEach((dropped) => forget(dropped.id));
    setToasts(next.slice(0, limit));
    scheduleClose(item);
    return {
      id: item.id,
      dismiss: () => dismiss(item.id),
      update: (patch) => setToasts(toasts.map((t) => (t.id === item.id ? { ...t, ...patch } : t))),
    };
  }

  function pause(id: string) {
    clearTimer(closeTimers, id);
  }

  function resume(id: string) {
    const item = toasts.find((t) => t.id === id);
    if (item?.open) scheduleClose(item);
  }

  return {
    toast,
    dismiss,
    pause,
    resume,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The app-wide store behind `toast()`, `useToast()` and `<Toaster />`. */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
