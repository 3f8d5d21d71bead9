import { useSyncExternalStore } from 'react';
import { toastStore, type ToastItem, type ToastStore } from './toast-store';

export interface UseToast {
  toasts: readonly ToastItem[];
  toast: ToastStore['toast'];
  dismiss: ToastStore['dismiss'];
}

/** Current toasts plus the functions to raise and dismiss them. */
export function useToast(): UseToast {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toasts, toast: toastStore.toast, dismiss: toastStore.dismiss };
}
