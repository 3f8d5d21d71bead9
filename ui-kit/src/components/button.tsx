import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn';
import { useDisabledUntilHydrated } from '../lib/use-hydrated';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'urgent';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ' +
  'disabled:pointer-events-none disabled:opacity-55 cursor-pointer select-none ' +
  // A phone leaves a dialog about 300 px: there a long label wraps, above the size's min-height, instead of
  // running past the dialog's edge.
  'in-[dialog]:h-auto in-[dialog]:py-2 in-[dialog]:whitespace-normal';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-line-strong bg-surface text-ink hover:bg-canvas',
  ghost: 'text-ink-muted hover:bg-brand-50 hover:text-brand-800',
  destructive: 'bg-danger-600 text-white shadow-sm hover:bg-danger-700',
  urgent: 'bg-urgent-500 text-ink shadow-sm hover:bg-urgent-100',
};

// The min-height keeps a button's size in a dialog, where its height is auto.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 min-h-9 px-3 text-sm',
  md: 'h-11 min-h-11 px-4 text-sm',
  lg: 'h-12 min-h-12 px-6 text-base',
};

/** Button styling for elements that act like buttons but are links (router `Link`, `<a>`). */
export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[options.variant ?? 'primary'], sizes[options.size ?? 'md'], options.className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, className, type = 'button', disabled, ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} disabled={useDisabledUntilHydrated(disabled)} {...props} />;
}
