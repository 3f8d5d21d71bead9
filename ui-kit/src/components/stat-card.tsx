import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** One headline number with its label, for dashboards. */
export function StatCard({ label, value, hint, icon, className }: StatCardProps) {
  return (
    <div className={cn('flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5', className)}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        {icon ? (
          <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            {icon}
          </span>
        ) : null}
      </div>
      <p className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{value}</p>
      {hint ? <p className="text-xs text-ink-subtle">{hint}</p> : null}
    </div>
  );
}
