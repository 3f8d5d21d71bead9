import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type NoticeTone = 'info' | 'success' | 'warning';

const tones: Record<NoticeTone, { box: string; icon: string }> = {
  info: { box: 'border-brand-200 bg-brand-50', icon: 'text-brand-600' },
  success: { box: 'border-accent-200 bg-accent-50', icon: 'text-accent-600' },
  warning: { box: 'border-urgent-100 bg-urgent-50', icon: 'text-urgent-700' },
};

export interface NoticeProps {
  title: ReactNode;
  children?: ReactNode;
  tone?: NoticeTone;
  className?: string;
}

/** An inline, non-urgent message (role "note"); urgent problems use role "alert" instead. */
export function Notice({ title, children, tone = 'info', className }: NoticeProps) {
  return (
    <div role="note" className={cn('flex gap-3 rounded-xl border p-4', tones[tone].box, className)}>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={cn('mt-0.5 size-5 shrink-0', tones[tone].icon)}>
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.253a.25.25 0 0 1 .244.304l-.459 2.066A1.75 1.75 0 0 0 10.747 15H11a.75.75 0 0 0 0-1.5h-.253a.25.25 0 0 1-.244-.304l.459-2.066A1.75 1.75 0 0 0 9.253 9H9Z"
          clipRule="evenodd"
        />
      </svg>
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold text-ink">{title}</p>
        {children ? <div className="text-ink-muted">{children}</div> : null}
      </div>
    </div>
  );
}
