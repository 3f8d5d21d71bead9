import type { DeskTicketSummary } from '@biz/contracts';
import { FirstResponse } from './first-response';
import { TicketStatusBadge } from './ticket-status-badge';

/** The business's support tickets on its record: each with its status and its first response against the promise; the Inbox answers them. */
export function BusinessTickets({ tickets, now }: { tickets: readonly DeskTicketSummary[]; now: number }) {
  if (!tickets.length) return <p className="text-sm text-ink-muted">No support tickets.</p>;
  return (
    <ul aria-label="Support tickets" className="flex flex-col gap-2">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="flex flex-col gap-1 rounded-lg border border-line p-3">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium break-words text-ink">
            <TicketStatusBadge status={ticket.status} />
            {ticket.subject}
          </p>
          <FirstResponse ticket={ticket} now={now} />
        </li>
      ))}
    </ul>
  );
}
