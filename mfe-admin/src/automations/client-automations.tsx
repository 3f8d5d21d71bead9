import type { SubmissionProfileResponse } from '@biz/contracts';
import { Badge, formatDate } from '@biz/ui-kit';
import { AutomationEditor } from './automation-editor';
import { SprintWork } from './sprint-work';

export const NO_CLIENT_ACCOUNT_YET = 'No client account yet: the business can sign up at /client/login with its contact email to follow its automations.';

/** The profile's client account: who signed up with the business's email (and whether it proved it), its paid sprints, and the business's automations. */
export function ClientAutomations({ profile }: { profile: SubmissionProfileResponse }) {
  const { account, automations, sprints } = profile;
  return (
    <div className="flex flex-col gap-3">
      {account ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span>
            {account.email} · since {formatDate(account.createdAt, 'numericDate')} · notices by email {account.emailNotifications ? 'on' : 'off'}
          </span>
          {/* A short badge and words that wrap: a phone's dialog is narrower than the sentence. */}
          {account.emailVerified ? (
            <Badge variant="success">Email verified</Badge>
          ) : (
            <>
              <Badge variant="warning">Email not verified</Badge>
              <span>It sees nothing of this business yet.</span>
            </>
          )}
        </p>
      ) : (
        <p className="text-sm text-ink-muted">{NO_CLIENT_ACCOUNT_YET}</p>
      )}
      <SprintWork sprints={sprints} />
      {automations.length === 0 ? <p className="text-sm text-ink-muted">No automations yet: a paid sprint makes them at once; the chosen workflows become automations once a client account proves the business&apos;s email.</p> : null}
      {automations.map((automation) => (
        <AutomationEditor key={`${automation.id}-${automation.lastActivityAt}`} automation={automation} />
      ))}
    </div>
  );
}
