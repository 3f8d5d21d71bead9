import { RUN_REPORTS_LISTED, VoidRunReportRequest, type Automation, type RunReportEntry } from '@biz/contracts';
import { Badge, Button, formatDate, Input, toast } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { runReportsQuery, useVoidRunReport } from './automations-api';

const minutesOf = (report: RunReportEntry) => (report.minutesSaved === null ? 'priced per run' : `${report.minutesSaved} min saved`);

/** One report: when its runs ran, how many, what they saved; "Void" asks why before it voids. */
function RunReportRow({ automation, report }: { automation: Pick<Automation, 'id' | 'title'>; report: RunReportEntry }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const voidIt = useVoidRunReport();
  const confirm = () => {
    const request = VoidRunReportRequest.safeParse({ eventId: report.eventId, reason });
    if (!request.success) return setError(request.error.issues[0]?.message ?? null);
    voidIt.mutate(
      { id: automation.id, request: request.data },
      {
        onSuccess: () => toast({ title: 'Report voided', description: `It no longer counts toward the ${automation.title}'s savings.`, variant: 'success' }),
        onError: (failure) => setError(apiErrorOf(failure).fields?.reason?.[0] ?? null),
      },
    );
  };
  return (
    <li className="flex flex-col gap-1 border-t border-line py-2 first:border-t-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={report.voided ? 'text-ink-muted line-through' : 'text-ink'}>
          {formatDate(report.at, 'numericDateTime')} · {report.count} run{report.count === 1 ? '' : 's'} · {minutesOf(report)}
        </span>
        {report.voided ? (
          <Badge variant="neutral">Voided</Badge>
        ) : asking ? null : (
          <Button type="button" size="sm" variant="outline" onClick={() => setAsking(true)}>
            Void
          </Button>
        )}
      </div>
      <span className="break-all text-ink-muted">Event {report.eventId}</span>
      {report.voided ? <span className="text-ink-muted">Voided {formatDate(report.voided.at, 'numericDateTime')}: {report.voided.reason}</span> : null}
      {asking && !report.voided ? (
        <div className="flex flex-col gap-2">
          <Input label="Why is this report wrong?" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} error={error ?? undefined} hint="Kept on the audit trail; a client with a portal account is told its savings were corrected" />
          <div className="flex gap-2">
            <Button type="button" size="sm" variant="destructive" disabled={voidIt.isPending} onClick={confirm}>
              {voidIt.isPending ? 'Voiding...' : 'Void this report'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => (setAsking(false), setError(null))}>
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The automation's run reports, newest first, loaded when opened: what each claimed, and "Void" for one its
 * platform got wrong (it stays listed and counts for nothing; every figure is recomputed).
 */
export function RunReportsPanel({ automation }: { automation: Pick<Automation, 'id' | 'title'> }) {
  const [open, setOpen] = useState(false);
  const reports = useQuery({ ...runReportsQuery(automation.id), enabled: open });
  const { data } = reports;
  return (
    <details aria-label={`Run reports of ${automation.title}`} className="rounded-md bg-canvas p-2 text-xs" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-ink">Run reports</summary>
      {data ? (
        data.total === 0 ? (
          <p className="mt-2 text-ink-muted">No reports yet.</p>
        ) : (
          <>
            <ul className="mt-2">
              {data.reports.map((report) => (
                <RunReportRow key={report.eventId} automation={automation} report={report} />
              ))}
            </ul>
            {data.total > data.reports.length ? <p className="text-ink-muted">The newest {RUN_REPORTS_LISTED} of {data.total}.</p> : null}
          </>
        )
      ) : open ? (
        <p className="mt-2 text-ink-muted">{reports.isError ? 'The reports could not be loaded.' : 'Loading the reports...'}</p>
      ) : null}
    </details>
  );
}
