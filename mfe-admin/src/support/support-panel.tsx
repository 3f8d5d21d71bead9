import { DESK_TICKETS_PAGE_SIZE_DEFAULT, FIRST_RESPONSE_WITHIN, TicketStatus, TicketStatusLabel, ToastMessage, type DeskTicketsQuery } from '@biz/contracts';
import { Card, CardDescription, CardHeader, CardTitle, formatDate, Select, toastMessage } from '@biz/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Pager } from '../dashboard/pager';
import { FirstResponse } from './first-response';
import { deskTicketsKey, fetchDeskTickets } from './support-api';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketThreadDialog } from './ticket-thread-dialog';

type StatusFilter = NonNullable<DeskTicketsQuery['status']>;
const statusOptions = [{ value: 'all', label: 'All tickets' }, ...TicketStatus.options.map((value) => ({ value, label: TicketStatusLabel[value] }))];

/** The Inbox view: the clients' tickets, latest activity first, each with its business, its status and its first response against the promise. */
export function SupportPanel() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const query = { status, page, pageSize: DESK_TICKETS_PAGE_SIZE_DEFAULT };
  const tickets = useQuery({ queryKey: [...deskTicketsKey, query], queryFn: () => fetchDeskTickets(query), placeholderData: keepPreviousData });
  // Ages are as of the answer the list shows (it is only drawn once there is one).
  const now = tickets.dataUpdatedAt;

  useEffect(() => {
    if (tickets.isError) toastMessage(ToastMessage.dashboardLoadFailed);
  }, [tickets.isError]);

  const data = tickets.data;
  return (
    <Card>
      <CardHeader className="gap-4 pb-4">
        <div>
          <CardTitle>Support</CardTitle>
          <CardDescription>Tickets from the client portal. The promise: a first reply {FIRST_RESPONSE_WITHIN}.</CardDescription>
        </div>
        <div className="sm:w-56">
          <Select label="Status" options={statusOptions} value={status} onChange={(event) => { setStatus(event.target.value as StatusFilter); setPage(1); }} />
        </div>
      </CardHeader>
      {data && data.tickets.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line border-t border-line" aria-label="Support tickets">
          {data.tickets.map((ticket) => (
            <li key={ticket.id}>
              <button type="button" onClick={() => setViewing(ticket.id)} className="flex w-full flex-col gap-1.5 px-6 py-4 text-left hover:bg-canvas focus-visible:bg-canvas">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium break-words text-ink">{ticket.subject}</span>
                  <TicketStatusBadge status={ticket.status} />
                </span>
                <span className="text-sm break-words text-ink-muted">
                  {ticket.business.businessName} · {ticket.business.email}
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-subtle">
                  <span>Opened {formatDate(ticket.createdAt, 'dateTime')}</span>
                  <span>{ticket.messageCount === 1 ? '1 message' : `${ticket.messageCount} messages`}</span>
                  <FirstResponse ticket={ticket} now={now} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.tickets.length === 0 ? <p className="px-6 py-10 text-center text-sm text-ink-muted">No tickets match.</p> : null}
      {!data ? <p className="px-6 py-10 text-center text-sm text-ink-muted">{tickets.isError ? 'The tickets could not be loaded.' : 'Loading tickets...'}</p> : null}
      {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="tickets" onPage={setPage} /> : null}
      <TicketThreadDialog ticketId={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
