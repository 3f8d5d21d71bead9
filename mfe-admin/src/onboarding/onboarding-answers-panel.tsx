import { ONBOARDING_LINK_DAYS, ONBOARDING_LINK_SUBMISSIONS, onboardingAnswerText, onboardingFormGroups, type OnboardingAnswersRecord, type OnboardingAnswersVia } from '@biz/contracts';
import { Button, formatDate, toast } from '@biz/ui-kit';
import { useSendOnboardingLink, useWithdrawOnboardingLinks } from './onboarding-api';

const viaLabel: Record<OnboardingAnswersVia, string> = { link: 'from the emailed link', portal: 'in the client portal' };

/** The client's answers, grouped as the form asked them (the form as it was answered). */
function Answers({ onboarding }: { onboarding: OnboardingAnswersRecord }) {
  const { form, answers, via, firstSubmittedAt, submittedAt } = onboarding;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">
        Answered {viaLabel[via]} on {formatDate(submittedAt, 'dateTime')}
        {submittedAt !== firstSubmittedAt ? ` (first answers ${formatDate(firstSubmittedAt, 'dateTime')}; the latest replace them)` : ''}.
      </p>
      {onboardingFormGroups(form).map((group) => (
        <section key={group.title} className="flex flex-col gap-2 rounded-lg border border-line p-3" aria-label={`Answers: ${group.title}`}>
          <h4 className="text-sm font-semibold text-brand-700">{group.title}</h4>
          <dl className="flex flex-col gap-2">
            {group.fields.map((field) => (
              <div key={field.id} className="flex flex-col gap-0.5">
                <dt className="text-xs font-medium text-ink-muted">{field.label}</dt>
                <dd className="text-sm break-words whitespace-pre-line text-ink">{onboardingAnswerText(answers[field.id])}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** The record's onboarding: the actions that email the client its form's link or withdraw the links sent, and the answers once they come. */
export function OnboardingAnswersPanel({ submissionId, contactEmail, onboarding }: { submissionId: string; contactEmail: string; onboarding: OnboardingAnswersRecord | null }) {
  const send = useSendOnboardingLink();
  const withdraw = useWithdrawOnboardingLinks();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(submissionId, {
              onSuccess: ({ expiresAt }) =>
                toast({ title: 'Onboarding link queued', description: `On its way to ${contactEmail}; the email log shows when it is sent. The link works until ${formatDate(expiresAt, 'dateTime')}.`, variant: 'success' }),
            })
          }
        >
          {send.isPending ? 'Sending...' : 'Email the form link'}
        </Button>
        <Button
          variant="outline"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(submissionId, {
              onSuccess: () => toast({ title: 'Onboarding links withdrawn', description: 'Every link emailed so far no longer opens the form. A link you email now works.', variant: 'success' }),
            })
          }
        >
          {withdraw.isPending ? 'Withdrawing...' : 'Withdraw sent links'}
        </Button>
        <p className="text-xs text-ink-muted">
          The client fills the form online (signed link: {ONBOARDING_LINK_DAYS} days, {ONBOARDING_LINK_SUBMISSIONS} submissions) or in its portal.
        </p>
      </div>
      {onboarding ? <Answers onboarding={onboarding} /> : <p className="text-sm text-ink-muted">The client has not answered its onboarding form yet.</p>}
    </div>
  );
}
