import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** Ids that tie a control to its hint and error text, so screen readers announce them together. */
export function describedBy(id: string, hint?: ReactNode, error?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error laid out the same way for every form control. */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlClasses =
  'block w-full rounded-lg border bg-surface px-3 text-base text-ink shadow-xs transition-colors sm:text-sm ' +
  'placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 ' +
  'disabled:cursor-not-allowed disabled:bg-canvas disabled:text-ink-subtle';

export function controlBorder(error?: ReactNode): string {
  return error ? 'border-danger-600' : 'border-line-strong hover:border-brand-300';
}
