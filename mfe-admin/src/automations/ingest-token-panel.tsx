import { fillPath, ServiceEndpoints, type Automation } from '@biz/contracts';
import { Button, formatDate } from '@biz/ui-kit';
import { useState } from 'react';
import { useIssueAutomationIngestToken } from './automations-api';

/**
 * The token the agency's automation platform reports runs with: shown here once, when issued (only its
 * digest is kept); issuing another ends the one before at once.
 */
export function IngestTokenPanel({ automation }: { automation: Pick<Automation, 'id' | 'title' | 'ingestTokenIssuedAt'> }) {
  const issue = useIssueAutomationIngestToken();
  const [token, setToken] = useState<string | null>(null);
  const url = `${window.location.origin}${fillPath(ServiceEndpoints.reportAutomationRuns.path, { id: automation.id })}`;
  const issued = automation.ingestTokenIssuedAt ? formatDate(automation.ingestTokenIssuedAt, 'numericDateTime') : null;

  return (
    <div className="flex flex-col gap-2 rounded-md bg-canvas p-2 text-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-ink-muted">{issued ? `Run token issued ${issued}` : 'No run token yet: its platform cannot report runs'}</span>
        <Button type="button" size="sm" variant="outline" disabled={issue.isPending} onClick={() => issue.mutate(automation.id, { onSuccess: (answer) => setToken(answer.token) })}>
          {issued ? 'Rotate run token' : 'Issue run token'}
        </Button>
      </div>
      {token ? (
        <div role="region" aria-label={`Run token of ${automation.title}`} className="flex flex-col gap-1">
          <p className="font-medium text-ink">Copy it now: it is shown only this once.</p>
          <code className="break-all rounded bg-surface p-1" data-testid="ingest-token">
            {token}
          </code>
          <p className="text-ink-muted">
            POST <code data-testid="ingest-url">{url}</code> with <code>Authorization: Bearer &lt;token&gt;</code> and {'{"eventId", "at", "count", "minutesSaved"?}'}
          </p>
        </div>
      ) : null}
    </div>
  );
}
