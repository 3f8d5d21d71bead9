import { expectedValueOf, formatUsd, PAYING_SUBSCRIPTION_STATUSES, PipelineStageLabel, type Submission, type SubmissionProfileResponse } from '@biz/contracts';
import { Badge, Button, cn, PageHeader } from '@biz/ui-kit';
import type { ReactNode } from 'react';
import { phoneOf } from '../profile/record-blocks';

export interface QuickActions {
  onEmail: (submission: Submission) => void;
  onCall: (submission: Submission) => void;
  onOnboardingForm: (submission: Submission) => void;
}

function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-sm wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

/** What the business is expected to pay (decisions 064, 066), and of which kind: what it bought or signed, else what it was proposed. */
function ValueByKind({ profile }: { profile: SubmissionProfileResponse }) {
  const { subscription } = profile;
  const paying = subscription && PAYING_SUBSCRIPTION_STATUSES.includes(subscription.status);
  const value = expectedValueOf({ selectionValueCents: profile.submission.totalValue, sprints: profile.sprints, payingMonthlyCents: paying ? subscription.monthlyCents : null, acceptedProposalsCents: profile.acceptedProposalsCents });
  const kinds = [
    value.sprintsCents ? `Sprints ${formatUsd(value.sprintsCents, { whole: true })}` : null,
    value.acceptedCents ? `Accepted proposals ${formatUsd(value.acceptedCents, { whole: true })}` : null,
    value.subscriptionYearCents ? `Plan ${formatUsd(value.subscriptionYearCents, { whole: true })} a year` : null,
    value.proposedCents ? 'Proposed, first year' : null,
  ].filter(Boolean);
  return (
    <>
      {formatUsd(value.totalCents, { whole: true })}
      {kinds.length > 0 && <span className="block text-xs text-ink-muted">{kinds.join(' · ')}</span>}
    </>
  );
}

/** The record's head: the business's name, where it stands, who owns it, what it is worth, how to reach it, and the desk's quick actions on it. */
export function RecordHeader({ profile, actions }: { profile: SubmissionProfileResponse; actions: QuickActions }) {
  const { submission, pipeline, followUp } = profile;
  const phone = phoneOf(profile);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={submission.businessName}
        eyebrow={<Badge variant={pipeline.stage === 'lost' ? 'warning' : 'success'}>{PipelineStageLabel[pipeline.stage]}</Badge>}
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => actions.onEmail(submission)}>
              Send email
            </Button>
            <Button variant="outline" size="sm" onClick={() => actions.onCall(submission)}>
              Schedule call
            </Button>
            <Button variant="outline" size="sm" onClick={() => actions.onOnboardingForm(submission)} disabled={!submission.plan} title={submission.plan ? undefined : 'No workflows chosen yet'}>
              Onboarding form
            </Button>
          </>
        }
      />
      <dl className="grid grid-cols-2 gap-4 rounded-lg border border-line bg-surface p-4 lg:grid-cols-4">
        <Fact label="Owner">{followUp.owner?.name ?? 'Nobody yet'}</Fact>
        <Fact label="Value">
          <ValueByKind profile={profile} />
        </Fact>
        {/* An address takes the row on a phone rather than breaking mid-word. */}
        <Fact label="Email" className="col-span-2 lg:col-span-1">
          <a href={`mailto:${submission.contactEmail}`} className="text-brand-700 hover:underline">
            {submission.contactEmail}
          </a>
        </Fact>
        <Fact label="Phone">
          {phone ? (
            <a href={`tel:${phone}`} className="text-brand-700 hover:underline">
              {phone}
            </a>
          ) : (
            <span className="text-ink-muted">Not known yet</span>
          )}
        </Fact>
      </dl>
    </div>
  );
}
