import { CLIENT_RESOURCES_PATH, FIRST_RESPONSE_WITHIN, SupportTicketRequest, TICKET_MESSAGE_MAX } from '@biz/contracts';
import { Button, buttonClasses, Card, CardContent, Input, Textarea, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { fetchSupportTickets, supportTicketsKey, useCreateSupportTicket, useDownloadSavingsReport } from '../api/client-api';
import { TicketThread } from './ticket-thread';

function TicketForm() {
  const { register, handleSubmit, reset, formState } = useForm<SupportTicketRequest>({ resolver: zodResolver(SupportTicketRequest), reValidateMode: 'onSubmit', shouldFocusError: false });
  const create = useCreateSupportTicket();
  const send = handleSubmit((ticket) =>
    create.mutate(ticket, {
      onSuccess: () => {
        reset();
        toast({ title: 'Ticket sent', description: `The agency has your ticket and replies here and by email, ${FIRST_RESPONSE_WITHIN}.`, variant: 'success' });
      },
    }),
  );
  const errors = formState.errors;

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Create a support ticket" className="flex flex-col gap-3">
      <Input label="Subject" required maxLength={200} {...register('subject')} error={errors.subject?.message} />
      <Textarea label="How can we help?" required rows={5} maxLength={TICKET_MESSAGE_MAX} {...register('message')} error={errors.message?.message} />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Sending...' : 'Create ticket'}
        </Button>
      </div>
    </form>
  );
}

function TicketList() {
  const tickets = useQuery({ queryKey: supportTicketsKey, queryFn: fetchSupportTickets });
  if (tickets.isPending) return <p className="text-sm text-ink-muted">Loading your tickets...</p>;
  if (tickets.isError) return <p className="text-sm text-ink-muted">Your tickets could not be loaded just now.</p>;
  if (tickets.data.tickets.length === 0) return <p className="text-sm text-ink-muted">No tickets yet.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Your tickets">
      {tickets.data.tickets.map((ticket) => (
        <li key={ticket.id}>
          <TicketThread ticket={ticket} />
        </li>
      ))}
    </ul>
  );
}

function ReportsAndResources() {
  const download = useDownloadSavingsReport();
  return (
    <Card className="lg:col-span-2">
      <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-ink">Download reports</h2>
          <p className="text-sm text-ink-muted">Each automation’s savings as a spreadsheet (CSV), or the full report, week by week (PDF).</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => download.mutate('savingsReportCsv')}>
            Savings report (CSV)
          </Button>
          <Button variant="outline" onClick={() => download.mutate('savingsReportPdf')}>
            Savings report (PDF)
          </Button>
          <Link to={CLIENT_RESOURCES_PATH} className={buttonClasses({ variant: 'outline' })}>
            Resource library
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

/** SPEC §2's Support tab: create a ticket (the desk's support inbox gets it, and the agency is emailed), follow and answer its thread, download the reports, open the resource library. */
export function SupportPanel() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ReportsAndResources />
      <Card>
        <CardContent className="flex flex-col gap-4 p-5">
          <h2 className="text-base font-semibold text-ink">Create ticket</h2>
          <TicketForm />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-4 p-5">
          <h2 className="text-base font-semibold text-ink">Your tickets</h2>
          <TicketList />
        </CardContent>
      </Card>
    </div>
  );
}
