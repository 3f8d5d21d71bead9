import { cn } from '../lib/cn';
import { toastStore, type ToastItem, type ToastVariant } from './toast-store';
import { useToast } from './use-toast';

const variants: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-ink',
  success: 'border-accent-200 bg-accent-50 text-ink',
  destructive: 'border-danger-600 bg-danger-600 text-white',
};

function ToastCard({ item }: { item: ToastItem }) {
  const variant = item.variant ?? 'default';
  return (
    <div
      role="status"
      aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      onMouseEnter={() => toastStore.pause(item.id)}
      onMouseLeave={() => toastStore.resume(item.id)}
      onFocus={() => toastStore.pause(item.id)}
      onBlur={() => toastStore.resume(item.id)}
      className={cn('pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-raised motion-safe:animate-toast-in', variants[variant])}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {item.title ? <p className="text-sm font-semibold">{item.title}</p> : null}
        {item.description ? <p className={cn('text-sm', variant === 'destructive' ? 'text-white' : 'text-ink-muted')}>{item.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => toastStore.dismiss(item.id)}
        className={cn(
          '-m-1 rounded-md p-1 focus-visible:outline-2 focus-visible:outline-brand-500',
          variant === 'destructive' ? 'text-white/80 hover:bg-white/10 hover:text-white' : 'text-ink-subtle hover:bg-canvas hover:text-ink',
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  );
}

/** Renders the open toasts; mount it once, in the shell (or a standalone remote's bootstrap). */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:w-[420px]"
    >
      {toasts
        .filter((item) => item.open)
        .map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
    </section>
  );
}
