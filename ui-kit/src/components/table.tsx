import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/**
 * Below 640 px, a `cards` table shows each row as a card: the cells marked `card="title"` (the name) and
 * `card="actions"` across it, the others two by two under their `label` (the column's name), and those marked
 * `card="hide"` left out. The column headers stay for screen readers; the rows and cells keep their roles.
 */
const phoneCards = cn(
  'max-sm:block max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block',
  'max-sm:[&_tbody_tr]:grid max-sm:[&_tbody_tr]:grid-cols-2 max-sm:[&_tbody_tr]:gap-x-4 max-sm:[&_tbody_tr]:gap-y-3 max-sm:[&_tbody_tr]:p-4',
  'max-sm:[&_td]:static max-sm:[&_td]:block max-sm:[&_td]:min-w-0 max-sm:[&_td]:p-0! max-sm:[&_td]:shadow-none',
  'max-sm:[&_td[data-label]]:before:mb-0.5 max-sm:[&_td[data-label]]:before:block max-sm:[&_td[data-label]]:before:text-xs max-sm:[&_td[data-label]]:before:font-semibold max-sm:[&_td[data-label]]:before:text-ink-muted max-sm:[&_td[data-label]]:before:content-[attr(data-label)]',
  'max-sm:[&_td[data-card=title]]:col-span-2 max-sm:[&_td[data-card=actions]]:col-span-2 max-sm:[&_td[data-card=hide]]:hidden',
);

export interface TableProps extends HTMLAttributes<HTMLTableElement> {
  /** Rows become cards on a phone (see `phoneCards`), instead of a table scrolling sideways. */
  cards?: boolean;
}

/**
 * A data table that scrolls sideways inside its card on narrow screens instead of breaking the page, or,
 * with `cards`, shows its rows as cards there.
 * Last in its card, it takes the card's bottom corners, so a pinned column's background does not square them.
 * The scrolling box takes focus, so a keyboard scrolls it even when no cell holds a control (WCAG 2.1.1).
 */
export function Table({ className, cards, ...props }: TableProps) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={props['aria-label'] ?? 'Table'}
      className="w-full overflow-x-auto last:rounded-b-[inherit] focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500"
    >
      <table className={cn('w-full border-collapse text-left text-sm', cards && phoneCards, className)} {...props} />
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

/** In a `cards` table on a phone: the cell's part of the card, and the column's name shown above its value. */
interface CardCell {
  card?: 'title' | 'actions' | 'hide';
  label?: string;
}

export function TableCell({ className, pinEnd, card, label, ...props }: TdHTMLAttributes<HTMLTableCellElement> & PinnableCell & CardCell) {
  return <td data-card={card} data-label={label} className={cn('px-4 py-3 align-middle text-ink first:pl-6 last:pr-6', pinEnd && `${pinnedEnd} bg-surface`, className)} {...props} />;
}

/** A table's head: a row of its columns' names, the last (a row's actions) pinned with `pinLast`. */
export function TableColumns({ columns, pinLast }: { columns: readonly string[]; pinLast?: boolean }) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column, index) => (
          <TableHead key={column} pinEnd={pinLast && index === columns.length - 1}>
            {column}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
