import { useId, useState } from 'react';
import { cn } from '../lib/cn';
import { useDisabledUntilHydrated } from '../lib/use-hydrated';
import { Field, controlBorder, controlClasses, describedBy } from './field';
import type { InputProps } from './input';

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordInput({ label, hint, error, id, className, required, disabled, ...props }: Omit<InputProps, 'type'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <Field id={inputId} label={label} hint={hint} error={error} required={required} className={className}>
      <div className="relative">
        <input
          id={inputId}
          disabled={useDisabledUntilHydrated(disabled)}
          type={visible ? 'text' : 'password'}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={cn(controlClasses, controlBorder(error), 'h-11 pr-12')}
          {...props}
        />
        <button
          type="button"
          disabled={useDisabledUntilHydrated(disabled)}
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="m3 3 18 18" /> : null}
          </svg>
        </button>
      </div>
    </Field>
  );
}
