import { CLIENT_RESOURCES_PATH, firstFieldErrors, SupportTicketRequest, ToastMessage, type AgencyEmailStatus } from '@biz/contracts';
import { Button, buttonClasses, Card, CardContent, downloadFile, Input, Textarea, toast, toastMessage } from '@biz/ui-kit';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createSupportTicket, fetchSupportTickets, supportTicketsKey } from '../api/client-api';

/** Where the email that carries a ticket to the agency stands, as the client reads it. */
const ticketState: Record<AgencyEmailStatus, string> = {
  queued: 'Sending to the agency',
  sent: 'Sent to the agency',
  logged: 'Received by the agency',
  failed: 'Sending again soon',
};

function TicketForm() {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = SupportTicketRequest.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await createSupportTicket(parsed.data);
      form.reset();
      toast({ title: 'Ticket sent', description: 'The agency has your message and will reply by email.', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: supportTicketsKey });
    } catch {
      toastMessage(ToastMessage.ticketFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create a support ticket" className="flex flex-col gap-3">
      <Input label="Subject" name="subject" required maxLength={200} error={errors.subject} />
      <Textarea label="How can we help?" name="message" required rows={5} maxLength={5000} error={errors.message} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Create ticket'}
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
    <ul className="flex flex-col gap-2" aria-label="Your tickets">
      {tickets.data.tickets.map((ticket) => (
        <li key={ticket.id} className="rounded-lg border border-line p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-sm font-semibold text-ink">{ticket.subject}</p>
            <p className="text-xs text-ink-subtle">
              {new Date(ticket.createdAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })} · {ticketState[ticket.emailStatus]}
            </p>
          </div>
          <p className="mt-1 text-sm whitespace-pre-line text-ink-muted">{ticket.message}</p>
        </li>
      ))}
    </ul>
  );
}

/** The savings as a file: the endpoint's answer saved under the name it gives; a failure is the spec's toast. */
async function downloadReport(name: 'savingsReportCsv' | 'savingsReportPdf', fallbackName: string) {
  try {
    await downloadFile(name, {}, fallbackName);
  } catch {
    toastMessage(name === 'savingsReportPdf' ? ToastMessage.pdfDownloadFailed : ToastMessage.exportDownloadFailed);
  }
}

function ReportsAndResources() {
  return (
    <Card className="lg:col-span-2">
      <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-ink">Download reports</h2>
          <p className="text-sm text-ink-muted">Your automations and their savings, week by week.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void downloadReport('savingsReportCsv', 'savings-report.csv')}>
            Savings report (CSV)
          </Button>
          <Button variant="outline" onClick={() => void downloadReport('savingsReportPdf', 'savings-report.pdf')}>
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

/** SPEC §2's Support tab: create a ticket (the agency is emailed it), see the tickets sent, download the reports, open the resource library. */
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
