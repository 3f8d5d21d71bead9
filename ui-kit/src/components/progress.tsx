import { cn } from '../lib/cn';

export interface ProgressProps {
  /** 0 to 100. */
  value: number;
  /** Accessible name, e.g. 'Step 1 of 3: Tell us about your business'. */
  label: string;
  showLabel?: boolean;
  className?: string;
}

export function Progress({ value, label, showLabel = false, className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {showLabel ? (
        <div className="flex justify-between text-sm text-ink-muted">
          <span>{label}</span>
          <span className="font-medium text-ink">{Math.round(clamped)}%</span>
        </div>
      ) : null}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped)}
        className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
