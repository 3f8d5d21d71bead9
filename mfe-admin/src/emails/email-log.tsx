import { AgencyEmailStatusLabel, type AgencyEmailStatus, type RecordEmail } from '@biz/contracts';
import { Badge, Button, formatDate, type BadgeVariant } from '@biz/ui-kit';
import { useResendEmail } from './email-api';
import { toastQueued } from './queued-toast';

const statusBadge: Record<AgencyEmailStatus, BadgeVariant> = { queued: 'outline', sent: 'success', logged: 'neutral', failed: 'danger' };
const PREVIEW_CHARACTERS = 160;

/**
 * Every email to a business, newest first: where each stands, what SMTP said, a preview, and Resend for the
 * agency's own (billing's order confirmations are billing's to send).
 */
export function EmailLog({ emails }: { emails: readonly RecordEmail[] }) {
  const resend = useResendEmail();

  if (emails.length === 0) return <p className="text-sm text-ink-muted">No emails sent yet.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Emails">
      {emails.map((email) => (
        <li key={email.id} className="flex flex-col gap-1.5 rounded-lg border border-line p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-medium break-words text-ink">{email.subject}</p>
            <Badge variant={statusBadge[email.status]} title={email.smtpResponse ?? undefined}>
              {AgencyEmailStatusLabel[email.status]}
            </Badge>
          </div>
          <p className="text-xs text-ink-muted">
            To {email.to} · {formatDate(email.createdAt, 'dateTime')}
            {email.keptBy === 'billing' ? ' · Sent by billing' : ''}
            {email.status === 'failed' && email.smtpResponse ? ` · ${email.smtpResponse}` : ''}
          </p>
          <p className="text-sm break-words whitespace-pre-line text-ink-muted">
            {email.body.length > PREVIEW_CHARACTERS ? `${email.body.slice(0, PREVIEW_CHARACTERS).trimEnd()}…` : email.body}
          </p>
          {email.keptBy === 'agency' && (
            <div>
              <Button size="sm" variant="outline" disabled={resend.isPending}
                onClick={() => resend.mutate(email.id, { onSuccess: () => toastQueued('Email queued again', email.to) })} aria-label={`Resend ${email.subject}`}>
                {resend.isPending && resend.variables === email.id ? 'Resending...' : 'Resend'}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
