import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/**
 * A data table that scrolls sideways inside its card on narrow screens instead of breaking the page.
 * Last in its card, it takes the card's bottom corners, so a pinned column's background does not square them.
 * The scrolling box takes focus, so a keyboard scrolls it even when no cell holds a control (WCAG 2.1.1).
 */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={props['aria-label'] ?? 'Table'}
      className="w-full overflow-x-auto last:rounded-b-[inherit] focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500"
    >
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('border-b border-line bg-canvas', className)} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('divide-y divide-line', className)} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('transition-colors hover:bg-brand-50/40', className)} {...props} />;
}

/**
 * `pinEnd` keeps a last column (a row's actions) in view while the rest of a table too wide for a phone
 * scrolls sideways under it. It needs a background of its own to hide what passes under it.
 */
interface PinnableCell {
  pinEnd?: boolean;
}
// A sticky cell is a stacking context: the one whose menu is open is raised over the pinned cells of the rows below.
const pinnedEnd = 'sticky right-0 shadow-[inset_1px_0_0_var(--color-line)] has-[[aria-expanded=true]]:z-10';

export function TableHead({ className, scope = 'col', pinEnd, ...props }: ThHTMLAttributes<HTMLTableCellElement> & PinnableCell) {
  return (
    <th
      scope={scope}
      className={cn(
        'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-muted uppercase first:pl-6 last:pr-6',
        pinEnd && `${pinnedEnd} bg-canvas`,
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, pinEnd, ...props }: TdHTMLAttributes<HTMLTableCellElement> & PinnableCell) {
  return <td className={cn('px-4 py-3 align-middle text-ink first:pl-6 last:pr-6', pinEnd && `${pinnedEnd} bg-surface`, className)} {...props} />;
}
