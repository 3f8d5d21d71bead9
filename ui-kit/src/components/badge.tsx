import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export type BadgeVariant = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'outline';

const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-accent-100 text-accent-700',
  warning: 'bg-urgent-100 text-urgent-700',
  danger: 'bg-danger-100 text-danger-700',
  outline: 'border border-line-strong text-ink-muted',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', variants[variant], className)}
      {...props}
    />
  );
}
