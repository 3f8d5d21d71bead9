import type { SubmissionProfileResponse } from '@biz/contracts';
import { AutomationEditor } from './automation-editor';

/** The profile's client account: who signed up with the business's email, and the automations delivered to it. */
export function ClientAutomations({ profile }: { profile: SubmissionProfileResponse }) {
  const { account, automations } = profile;
  if (!account) {
    return (
      <p className="text-sm text-ink-muted">
        No client account yet: the business can sign up at /client/login with its contact email to follow its automations.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">
        {account.email} · since {new Date(account.createdAt).toLocaleDateString('en-US')} · notices by email {account.emailNotifications ? 'on' : 'off'}
      </p>
      {automations.length === 0 ? <p className="text-sm text-ink-muted">No automations: the business chose no workflow yet.</p> : null}
      {automations.map((automation) => (
        <AutomationEditor key={`${automation.id}-${automation.lastActivityAt}`} automation={automation} />
      ))}
    </div>
  );
}
