import { firstResponseOf, formatMinutes, type DeskTicketSummary } from '@biz/contracts';
import { Badge } from '@biz/ui-kit';

/** A ticket's first response against the 2-hour promise: the time it took, or how long it has waited (overdue past 2 h). */
export function FirstResponse({ ticket, now }: { ticket: Pick<DeskTicketSummary, 'createdAt' | 'firstResponseAt'>; now: number }) {
  const first = firstResponseOf(ticket, now);
  if (first.kind === 'answered') {
    return (
      <span className="inline-flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
        First reply in {formatMinutes(first.minutes)}
        <Badge variant={first.withinPromise ? 'success' : 'warning'}>{first.withinPromise ? 'within 2 h' : 'over 2 h'}</Badge>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
      No reply yet · waiting {formatMinutes(first.minutes)}
      {first.overdue ? <Badge variant="danger">overdue</Badge> : null}
    </span>
  );
}
