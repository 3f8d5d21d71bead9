import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useDocumentTitle } from '../lib/use-document-title';

export interface PageHeaderProps {
  /** The page's one h1; also becomes the document title. */
  title: string;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
}

export function PageHeader({ title, eyebrow, description, actions, align = 'start', className }: PageHeaderProps) {
  useDocumentTitle(title);
  const centered = align === 'center';
  // wrap-anywhere: a title holding a long name without spaces (a business's) wraps instead of widening the page.
  return (
    <header className={cn('flex flex-col gap-3', centered && 'items-center text-center', className)}>
      {eyebrow ? <div className={cn('flex flex-wrap gap-2', centered && 'justify-center')}>{eyebrow}</div> : null}
      <h1 className="text-3xl font-bold tracking-tight text-balance wrap-anywhere text-ink sm:text-4xl">{title}</h1>
      {description ? <p className={cn('max-w-2xl text-base text-ink-muted sm:text-lg', centered && 'mx-auto')}>{description}</p> : null}
      {actions ? <div className={cn('mt-2 flex flex-wrap gap-3', centered && 'justify-center')}>{actions}</div> : null}
    </header>
  );
}
