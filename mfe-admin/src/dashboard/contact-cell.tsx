import { TableCell } from '@biz/ui-kit';

/**
 * A business's name and contact lines in a desk table (a card's title on a phone). A name or address without spaces wraps anywhere,
 * at a width that stays readable, instead of widening the table until its actions leave the window.
 */
export function ContactCell({ name, lines }: { name: string; lines: readonly string[] }) {
  return (
    <TableCell card="title">
      <div className="min-w-44 wrap-anywhere">
        <div className="font-medium text-ink">{name}</div>
        {lines.map((line, index) => (
          <div key={index} className="text-xs text-ink-muted">
            {line}
          </div>
        ))}
      </div>
    </TableCell>
  );
}
