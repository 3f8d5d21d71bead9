import { formatUsd, PlanStatusLabel, type BusinessHistory } from '@biz/contracts';
import { Button, formatDate } from '@biz/ui-kit';

/**
 * Every submission of the business, newest first: the record shows `shownId` in full, and any other can be
 * opened in its place (the business's calls, emails and timeline stay the same).
 */
export function SubmissionHistory({ business, shownId, onOpen }: { business: BusinessHistory; shownId: string; onOpen: (submissionId: string) => void }) {
  return (
    <>
      <p className="text-sm text-ink-muted">
        {business.submissions.length === 1 ? 'One submission' : `${business.submissions.length} submissions`} from {business.emails.join(', ')}.
      </p>
      <ol className="flex flex-col gap-2">
        {business.submissions.map((made) => (
          <li key={made.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-ink">{made.businessName}</p>
              <p className="text-xs break-words text-ink-muted">
                {formatDate(made.createdAt, 'dateTime')} · {made.contactEmail} · {formatUsd(made.totalValue, { whole: true })} · {PlanStatusLabel[made.status]}
              </p>
            </div>
            {made.id === shownId ? (
              <span className="text-xs font-medium text-ink-muted">Shown above</span>
            ) : (
              <Button size="sm" variant="outline" onClick={() => onOpen(made.id)} aria-label={`Show the submission of ${formatDate(made.createdAt, 'dateTime')}`}>
                Show
              </Button>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
