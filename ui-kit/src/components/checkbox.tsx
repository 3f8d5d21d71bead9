import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';
import { useDisabledUntilHydrated } from '../lib/use-hydrated';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label as the click target (so the whole row toggles it). */
export function Checkbox({ label, description, id, className, disabled, ...props }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={inputId}
        disabled={useDisabledUntilHydrated(disabled)}
        type="checkbox"
        aria-describedby={description ? `${inputId}-description` : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-line-strong accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        {...props}
      />
      <div className="flex flex-col">
        <label htmlFor={inputId} className="cursor-pointer text-sm font-medium text-ink">
          {label}
        </label>
        {description ? (
          <p id={`${inputId}-description`} className="text-sm text-ink-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
