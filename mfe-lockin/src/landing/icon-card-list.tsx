import type { ReactNode } from 'react';

interface IconCardListProps {
  items: ReadonlyArray<{ title: string; text: string }>;
  /** The same small icon beside every card. */
  icon: ReactNode;
  /** Classes of the icon's round badge (its colours). */
  badgeClassName: string;
  /** Grid and per-card layout, which differ between sections. */
  listClassName: string;
  cardClassName?: string;
}

/** A grid of cards, each a round icon badge with a title and a line of text (pain points, reasons). */
export function IconCardList({ items, icon, badgeClassName, listClassName, cardClassName = '' }: IconCardListProps) {
  return (
    <ul className={`mt-10 grid ${listClassName}`}>
      {items.map((item) => (
        <li key={item.title} className={`flex gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card ${cardClassName}`}>
          <span aria-hidden="true" className={`flex size-10 shrink-0 items-center justify-center rounded-full ${badgeClassName}`}>
            {icon}
          </span>
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold text-ink">{item.title}</h3>
            <p className="text-sm text-ink-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
