import { Button } from '@biz/ui-kit';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What is counted, plural: 'submissions', 'orders'. */
  noun: string;
  onPage: (page: number) => void;
}

/** Previous / Next under a paged table; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, noun, onPage }: PagerProps) {
  if (total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 border-t border-line px-6 py-4 text-sm">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-center text-ink-muted">
        Page {page} of {pages} · {total} {noun}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
