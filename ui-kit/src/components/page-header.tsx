import { SITE_PAGES, type SitePath } from '@biz/contracts';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useDocumentTitle } from '../lib/use-document-title';

interface PageHeaderLayout {
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
}

/**
 * The page's one h1, which is also the tab title: `page` takes the title the site's page list declares for
 * that page (the head's title and Open Graph title, so the three cannot drift apart); `title` is for a
 * heading that changes with what the page shows ('Welcome, Harbor Dental', 'Your call is booked').
 */
export type PageHeaderProps = PageHeaderLayout & ({ page: SitePath; title?: never } | { title: string; page?: never });

export function PageHeader({ page, title, eyebrow, description, actions, align = 'start', className }: PageHeaderProps) {
  const heading = page ? SITE_PAGES[page].title : title!;
  useDocumentTitle(heading);
  const centered = align === 'center';
  // wrap-anywhere: a title holding a long name without spaces (a business's) wraps instead of widening the page.
  return (
    <header className={cn('flex flex-col gap-3', centered && 'items-center text-center', className)}>
      {eyebrow ? <div className={cn('flex flex-wrap gap-2', centered && 'justify-center')}>{eyebrow}</div> : null}
      <h1 className="text-3xl font-bold tracking-tight text-balance wrap-anywhere text-ink sm:text-4xl">{heading}</h1>
      {description ? <p className={cn('max-w-2xl text-base text-ink-muted sm:text-lg', centered && 'mx-auto')}>{description}</p> : null}
      {actions ? <div className={cn('mt-2 flex flex-wrap gap-3', centered && 'justify-center')}>{actions}</div> : null}
    </header>
  );
}
