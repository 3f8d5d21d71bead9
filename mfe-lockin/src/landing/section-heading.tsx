import { cn } from '@biz/ui-kit';
import type { ReactNode } from 'react';

/** A centred section title with an optional kicker above and a line of text below. */
export function SectionHeading({ id, kicker, title, children, className }: { id: string; kicker?: string; title: string; children?: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto flex max-w-2xl flex-col items-center gap-3 text-center', className)}>
      {kicker ? <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{kicker}</p> : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="text-base text-pretty text-ink-muted sm:text-lg">{children}</p> : null}
    </div>
  );
}
