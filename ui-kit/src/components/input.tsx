import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';
import { useDisabledUntilHydrated } from '../lib/use-hydrated';
import { Field, controlBorder, controlClasses, describedBy } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; `error` marks it invalid and is announced with it. */
export function Input({ label, hint, error, id, className, required, disabled, ...props }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        id={inputId}
        disabled={useDisabledUntilHydrated(disabled)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={cn(controlClasses, controlBorder(error), 'h-11')}
        {...props}
      />
    </Field>
  );
}
