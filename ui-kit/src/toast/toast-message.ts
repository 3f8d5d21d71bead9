import type { ToastText } from '@biz/contracts';
import { toast, type ToastHandle } from './toast-store';

/** Shows one of the spec's toasts (contracts ToastMessage) exactly as worded there. */
export function toastMessage(message: ToastText): ToastHandle {
  return toast({ title: message.title, description: message.description, variant: message.destructive ? 'destructive' : 'success' });
}
