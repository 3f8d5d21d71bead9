import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { useDisabledUntilHydrated } from '../lib/use-hydrated';
import { Field, controlBorder, controlClasses, describedBy } from './field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input; `error` marks it invalid and is announced with it. */
export function Textarea({ label, hint, error, id, className, required, rows = 3, disabled, ...props }: TextareaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        id={inputId}
        disabled={useDisabledUntilHydrated(disabled)}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={cn(controlClasses, controlBorder(error), 'py-2.5')}
        {...props}
      />
    </Field>
  );
}
