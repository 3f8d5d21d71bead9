import { formatUsd, industryLabel, OrderStageLabel, Packages, PlanStatusLabel, type SubmissionProfileResponse } from '@biz/contracts';
import { formatDate } from '@biz/ui-kit';
import type { ReactNode } from 'react';
import { ClientAutomations } from '../automations/client-automations';
import { CallList } from '../calls/call-list';
import { EmailLog } from '../emails/email-log';
import { BusinessNotes } from '../follow-ups/business-notes';
import { FollowUpPanel } from '../follow-ups/follow-up-panel';
import { MergesPanel } from '../merges/merges-panel';
import { OnboardingAnswersPanel } from '../onboarding/onboarding-answers-panel';
import { AbandonedCheckouts } from '../orders/abandoned-checkouts';
import { PipelinePanel } from '../pipeline/pipeline-panel';
import { RecordSubscriptionDetails } from '../subscriptions/record-subscription';
import { BusinessTickets } from '../support/business-tickets';
import { BusinessTasks } from '../tasks/business-tasks';
import { ClientTimeline } from './client-timeline';
import { SubmissionHistory } from './submission-history';

/** What every part of a business's record is drawn from: the record, when it was loaded, and how to show another of its submissions. */
export interface RecordBlockProps {
  profile: SubmissionProfileResponse;
  loadedAt: number;
  onOpenSubmission: (submissionId: string) => void;
}

/** A titled part of the record. */
export interface RecordBlock {
  title: string;
  Body: (props: RecordBlockProps) => ReactNode;
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-sm break-words text-ink">{children || 'Not specified'}</dd>
    </div>
  );
}

/** One titled part of the record (under the dialog's or the page's title). */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

/** The lead form last filled at a checkout (orders are newest first): what the intake does not ask. */
const checkoutLeadOf = ({ orders }: SubmissionProfileResponse) => orders.find((order) => order.lead)?.lead ?? null;

/** The phone the lead last gave at a checkout (the intake asks for none). */
export const phoneOf = (profile: SubmissionProfileResponse) => checkoutLeadOf(profile)?.contactPhone;

/** SPEC §3's facts of the submission shown, and what the business bought. */
export function BusinessDetails({ profile }: { profile: SubmissionProfileResponse }) {
  const { submission, selectedWorkflows, orders } = profile;
  const lead = checkoutLeadOf(profile);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Detail label="Contact email">{submission.contactEmail}</Detail>
      <Detail label="Phone">{phoneOf(profile)}</Detail>
      <Detail label="Industry">{industryLabel(submission.industry)}</Detail>
      <Detail label="Company size">{submission.companySize}</Detail>
      <Detail label="Monthly revenue">{submission.monthlyRevenue}</Detail>
      <Detail label="Primary goals">{submission.primaryGoals.join(', ')}</Detail>
      <Detail label="Current tools">{submission.currentTools}</Detail>
      <Detail label="Pain points">{submission.painPoints}</Detail>
      <Detail label="Pipeline value">{formatUsd(submission.totalValue)}</Detail>
      <Detail label="Status">{PlanStatusLabel[submission.status]}</Detail>
      <Detail label="Submitted">{formatDate(submission.createdAt, 'numericDateTime')}</Detail>
      <Detail label="Selected workflows">{selectedWorkflows.map((w) => w.title).join(', ')}</Detail>
      <Detail label="Sprint orders">{orders.map((o) => `${Packages[o.package].title} (${OrderStageLabel[o.stage]})`).join(', ')}</Detail>
      {lead && (
        <>
          <Detail label="Timeline (checkout)">{lead.timeline}</Detail>
          <Detail label="Annual revenue (checkout)">{lead.currentRevenue}</Detail>
          <Detail label="Main goals (checkout)">{lead.mainGoals}</Detail>
          <Detail label="Current marketing (checkout)">{lead.currentMarketing}</Detail>
        </>
      )}
    </dl>
  );
}

function PlanSection({ plan }: { plan: SubmissionProfileResponse['submission']['plan'] }) {
  if (!plan) return <p className="text-sm text-ink-muted">No workflows selected yet.</p>;
  return (
    <>
      <p className="text-sm text-ink-muted">
        Setup {formatUsd(plan.totalSetupCost)} · {formatUsd(plan.totalMonthlyCost)} a month · {PlanStatusLabel[plan.status]}
      </p>
      {plan.planData ? (
        <>
          <p className="text-sm whitespace-pre-line text-ink">{plan.planData.executiveSummary}</p>
          <ol className="flex flex-col gap-2">
            {plan.planData.implementationTimeline.map((phase) => (
              <li key={`${phase.phase}-${phase.title}`} className="rounded-lg border border-line p-3">
                <p className="text-sm font-medium text-ink">
                  {phase.phase}: {phase.title}
                </p>
                <p className="text-sm text-ink-muted">{phase.description}</p>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="text-sm text-ink-muted">The plan is being written.</p>
      )}
    </>
  );
}

/**
 * The record's titled parts, each once: the client profile dialog shows them all in one column, the record
 * page a few per section. Forms are keyed by what they edit, so a change saved elsewhere resets them.
 */
export const RecordBlocks = {
  pipeline: {
    title: 'Pipeline',
    Body: ({ profile: { submission, pipeline } }: RecordBlockProps) => <PipelinePanel key={`${pipeline.stage}-${pipeline.since}`} submissionId={submission.id} pipeline={pipeline} />,
  },
  followUp: {
    title: 'Owner',
    Body: ({ profile: { submission, followUp } }: RecordBlockProps) => <FollowUpPanel key={followUp.owner?.id ?? 'nobody'} submissionId={submission.id} followUp={followUp} />,
  },
  tasks: {
    title: 'Tasks',
    Body: ({ profile: { submission, followUp } }: RecordBlockProps) => <BusinessTasks submissionId={submission.id} owner={followUp.owner} />,
  },
  submissions: {
    title: 'Submissions',
    Body: ({ profile, onOpenSubmission }: RecordBlockProps) => (
      <>
        <SubmissionHistory business={profile.business} shownId={profile.submission.id} onOpen={onOpenSubmission} />
        <MergesPanel submissionId={profile.submission.id} merges={profile.merges} />
      </>
    ),
  },
  abandonedCheckouts: { title: 'Abandoned checkouts', Body: ({ profile }: RecordBlockProps) => <AbandonedCheckouts submissionId={profile.submission.id} orders={profile.orders} /> },
  plan: { title: 'Implementation plan', Body: ({ profile }: RecordBlockProps) => <PlanSection plan={profile.submission.plan} /> },
  onboarding: {
    title: 'Onboarding answers',
    Body: ({ profile }: RecordBlockProps) => <OnboardingAnswersPanel submissionId={profile.submission.id} contactEmail={profile.submission.contactEmail} onboarding={profile.onboarding} />,
  },
  automations: { title: 'Client account and automations', Body: ({ profile }: RecordBlockProps) => <ClientAutomations profile={profile} /> },
  subscription: { title: 'Subscription', Body: ({ profile }: RecordBlockProps) => <RecordSubscriptionDetails subscription={profile.subscription} /> },
  tickets: { title: 'Support tickets', Body: ({ profile, loadedAt }: RecordBlockProps) => <BusinessTickets tickets={profile.tickets} now={loadedAt} /> },
  calls: { title: 'Calls', Body: ({ profile }: RecordBlockProps) => <CallList calls={profile.calls} /> },
  emails: { title: 'Emails', Body: ({ profile }: RecordBlockProps) => <EmailLog emails={profile.emails} /> },
  notes: { title: 'Notes', Body: ({ profile }: RecordBlockProps) => <BusinessNotes submissionId={profile.submission.id} notes={profile.notes} /> },
  timeline: { title: 'Timeline', Body: ({ profile }: RecordBlockProps) => <ClientTimeline events={profile.timeline} /> },
} satisfies Record<string, RecordBlock>;

/** Blocks of the record, each under its title, in that order. */
export function RecordBlockList({ blocks, ...props }: RecordBlockProps & { blocks: readonly RecordBlock[] }) {
  return blocks.map(({ title, Body }) => (
    <RecordSection key={title} title={title}>
      <Body {...props} />
    </RecordSection>
  ));
}
