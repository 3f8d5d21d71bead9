import { TableCell } from '@biz/ui-kit';
import { Link } from 'react-router';

/**
 * A business's name and contact lines in a desk table (a card's title on a phone). A name or address without spaces wraps anywhere,
 * at a width that stays readable, instead of widening the table until its actions leave the window. With
 * `href`, the name links there (the business's record page).
 */
export function ContactCell({ name, lines, href }: { name: string; lines: readonly string[]; href?: string }) {
  return (
    <TableCell card="title">
      <div className="min-w-44 wrap-anywhere">
        {href ? (
          <Link to={href} className="font-medium text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
            {name}
          </Link>
        ) : (
          <div className="font-medium text-ink">{name}</div>
        )}
        {lines.map((line, index) => (
          <div key={index} className="text-xs text-ink-muted">
            {line}
          </div>
        ))}
      </div>
    </TableCell>
  );
}
