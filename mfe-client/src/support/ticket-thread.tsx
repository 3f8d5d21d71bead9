import { TICKET_MESSAGE_MAX, TicketMessageRequest, type SupportTicket, type TicketStatus } from '@biz/contracts';
import { Badge, Button, formatDate, Textarea, toast, type BadgeVariant } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useAnswerSupportTicket } from '../api/client-api';

/** Where a ticket stands, as the client reads it: it is with the agency from the moment it is sent. */
const statusText: Record<TicketStatus, { label: string; variant: BadgeVariant }> = {
  open: { label: 'Open: the agency will reply', variant: 'brand' },
  waiting_on_client: { label: 'Replied: your answer is welcome', variant: 'success' },
  closed: { label: 'Closed', variant: 'neutral' },
};

function AnswerForm({ ticket }: { ticket: SupportTicket }) {
  const { register, handleSubmit, reset, formState } = useForm<TicketMessageRequest>({ resolver: zodResolver(TicketMessageRequest), reValidateMode: 'onSubmit', shouldFocusError: false });
  const answer = useAnswerSupportTicket();
  const send = handleSubmit((body) =>
    answer.mutate(
      { id: ticket.id, answer: body },
      {
        onSuccess: () => {
          reset();
          toast({ title: 'Answer sent', description: 'The agency has your message.', variant: 'success' });
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label={`Answer "${ticket.subject}"`} className="flex flex-col gap-2">
      <Textarea label={ticket.status === 'closed' ? 'Answer (reopens the ticket)' : 'Your answer'} required rows={3} maxLength={TICKET_MESSAGE_MAX} {...register('message')} error={formState.errors.message?.message} />
      <div>
        <Button type="submit" size="sm" disabled={answer.isPending}>
          {answer.isPending ? 'Sending...' : 'Send answer'}
        </Button>
      </div>
    </form>
  );
}

/** One ticket: its status, the thread (the agency's replies named by who wrote them) and an answer box. Text only, rendered by React. */
export function TicketThread({ ticket }: { ticket: SupportTicket }) {
  const status = statusText[ticket.status];
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-line p-3" aria-label={ticket.subject}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold break-words text-ink">{ticket.subject}</h3>
        <Badge variant={status.variant}>{status.label}</Badge>
      </header>
      <ol className="flex flex-col gap-2">
        {ticket.messages.map((message) => (
          <li key={message.id} className={message.from === 'agency' ? 'rounded-md bg-brand-50 p-2.5' : 'rounded-md bg-canvas p-2.5'}>
            <p className="text-xs text-ink-subtle">
              <span className="font-semibold text-ink">{message.from === 'client' ? 'You' : message.by?.kind === 'staff' ? `${message.by.name}, BizAutomate` : 'The BizAutomate team'}</span> · {formatDate(message.createdAt, 'monthDayTime')}
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-muted">{message.body}</p>
          </li>
        ))}
      </ol>
      <AnswerForm ticket={ticket} />
    </article>
  );
}
