import { AgencyEmailStatusLabel, agencyActorName, TICKET_MESSAGE_MAX, TicketMessageRequest, type DeskTicket } from '@biz/contracts';
import { Button, Dialog, formatDate, Textarea, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FirstResponse } from './first-response';
import { deskTicketKey, fetchDeskTicket, useReplyToTicket, useSetTicketStatus } from './support-api';
import { TicketStatusBadge } from './ticket-status-badge';

/** The thread, oldest first: who wrote each message, when, and where the email it caused stands. Text only, rendered by React. */
function Thread({ ticket }: { ticket: DeskTicket }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Thread">
      {ticket.messages.map((message) => (
        <li key={message.id} className={message.from === 'agency' ? 'rounded-lg border border-brand-100 bg-brand-50 p-3 sm:ml-8' : 'rounded-lg border border-line p-3 sm:mr-8'}>
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-ink-subtle">
            <span className="font-semibold text-ink">{message.by ? agencyActorName(message.by) : ticket.business.businessName}</span>
            <span>
              {formatDate(message.createdAt, 'dateTime')}
              {message.email ? ` · ${message.from === 'agency' ? 'Email to client' : 'Notice to the agency'}: ${AgencyEmailStatusLabel[message.email]}` : ''}
            </span>
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

function ReplyForm({ ticketId }: { ticketId: string }) {
  const { register, handleSubmit, reset, formState } = useForm<TicketMessageRequest>({ resolver: zodResolver(TicketMessageRequest), reValidateMode: 'onSubmit', shouldFocusError: false });
  const reply = useReplyToTicket();
  const send = handleSubmit((body) =>
    reply.mutate(
      { id: ticketId, reply: body },
      {
        onSuccess: () => {
          reset();
          toast({ title: 'Reply posted', description: 'The client sees it in its portal; the email to it shows its delivery in the thread.', variant: 'success' });
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Reply to the client" className="flex flex-col gap-3">
      <Textarea label="Reply" required rows={4} maxLength={TICKET_MESSAGE_MAX} {...register('message')} error={formState.errors.message?.message} />
      <div>
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}

/** One ticket over the Inbox (or My day): its business, status and first response, the thread, a reply box, close or reopen. */
export function TicketThreadDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const ticket = useQuery({ queryKey: deskTicketKey(ticketId ?? ''), queryFn: ticketId ? () => fetchDeskTicket(ticketId) : skipToken });
  const setStatus = useSetTicketStatus();
  const data = ticket.data;
  const closed = data?.status === 'closed';
  return (
    <Dialog
      open={ticketId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data ? data.subject : 'Ticket'}
      description={data ? `${data.business.businessName} · ${data.business.email}` : undefined}
      className="max-w-2xl"
      footer={
        data ? (
          <Button variant="outline" disabled={setStatus.isPending} onClick={() => setStatus.mutate({ id: data.id, change: { status: closed ? 'open' : 'closed' } })}>
            {closed ? 'Reopen ticket' : 'Close ticket'}
          </Button>
        ) : null
      }
    >
      {data ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <TicketStatusBadge status={data.status} />
            <FirstResponse ticket={data} now={ticket.dataUpdatedAt} />
          </div>
          <Thread ticket={data} />
          <ReplyForm key={data.id} ticketId={data.id} />
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{ticket.isError ? 'The ticket could not be loaded.' : 'Loading the ticket...'}</p>
      )}
    </Dialog>
  );
}
