import { formatUsd, industryLabel, OrderStageLabel, Packages, PlanStatusLabel, type SubmissionProfileResponse } from '@biz/contracts';
import { Dialog, formatDate } from '@biz/ui-kit';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fetchSubmissionProfile } from './profile-api';
import { ClientAutomations } from '../automations/client-automations';
import { CallList } from '../calls/call-list';
import { EmailLog } from '../emails/email-log';
import { MergesPanel } from '../merges/merges-panel';
import { OnboardingAnswersPanel } from '../onboarding/onboarding-answers-panel';
import { AbandonedCheckouts } from '../orders/abandoned-checkouts';
import { PipelinePanel } from '../pipeline/pipeline-panel';
import { BusinessNotes } from '../follow-ups/business-notes';
import { FollowUpPanel } from '../follow-ups/follow-up-panel';
import { RecordSubscriptionDetails } from '../subscriptions/record-subscription';
import { BusinessTasks } from '../tasks/business-tasks';
import { BusinessTickets } from '../support/business-tickets';
import { ClientTimeline } from './client-timeline';
import { SubmissionHistory } from './submission-history';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-sm break-words text-ink">{children || 'Not specified'}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {children}
    </section>
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

function Profile({ profile, loadedAt, onOpenSubmission }: { profile: SubmissionProfileResponse; loadedAt: number; onOpenSubmission: (submissionId: string) => void }) {
  const { submission, business, selectedWorkflows, orders, emails, calls, timeline, pipeline, followUp } = profile;
  return (
    <div className="flex flex-col gap-6">
      <Section title="Pipeline">
        <PipelinePanel key={`${pipeline.stage}-${pipeline.since}`} submissionId={submission.id} pipeline={pipeline} />
      </Section>
      <Section title="Owner">
        <FollowUpPanel key={followUp.owner?.id ?? 'nobody'} submissionId={submission.id} followUp={followUp} />
      </Section>
      <Section title="Tasks">
        <BusinessTasks submissionId={submission.id} owner={followUp.owner} />
      </Section>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label="Contact email">{submission.contactEmail}</Detail>
        {/* The intake asks for no phone: the one the lead last gave at a checkout (orders are newest first). */}
        <Detail label="Phone">{orders.find((order) => order.lead)?.lead?.contactPhone}</Detail>
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
        <Detail label="Sprint orders">
          {orders.map((o) => `${Packages[o.package].title} (${OrderStageLabel[o.stage]})`).join(', ')}
        </Detail>
      </dl>
      <Section title="Submissions">
        <SubmissionHistory business={business} shownId={submission.id} onOpen={onOpenSubmission} />
        <MergesPanel submissionId={submission.id} merges={profile.merges} />
      </Section>
      <Section title="Abandoned checkouts">
        <AbandonedCheckouts submissionId={submission.id} orders={orders} />
      </Section>
      <Section title="Implementation plan">
        <PlanSection plan={submission.plan} />
      </Section>
      <Section title="Onboarding answers">
        <OnboardingAnswersPanel submissionId={submission.id} contactEmail={submission.contactEmail} onboarding={profile.onboarding} />
      </Section>
      <Section title="Client account and automations">
        <ClientAutomations profile={profile} />
      </Section>
      <Section title="Subscription">
        <RecordSubscriptionDetails subscription={profile.subscription} />
      </Section>
      <Section title="Support tickets">
        <BusinessTickets tickets={profile.tickets} now={loadedAt} />
      </Section>
      <Section title="Calls">
        <CallList calls={calls} />
      </Section>
      <Section title="Emails">
        <EmailLog emails={emails} />
      </Section>
      <Section title="Notes">
        <BusinessNotes submissionId={submission.id} notes={profile.notes} />
      </Section>
      <Section title="Timeline">
        <ClientTimeline events={timeline} />
      </Section>
    </div>
  );
}

/**
 * 'View': the business's record, opened at one of its submissions: everything SPEC §3 lists for that
 * submission, its plan, every submission of the business, its orders, and the timeline of the business.
 */
export function ClientProfileDialog({ clientId, onClose, onOpenSubmission }: { clientId: string | null; onClose: () => void; onOpenSubmission: (submissionId: string) => void }) {
  // Not cached between openings: every opening is an audited view and shows the latest timeline.
  const profile = useQuery({ queryKey: ['client-profile', clientId], queryFn: clientId ? () => fetchSubmissionProfile(clientId) : skipToken, gcTime: 0 });
  const data = profile.data;
  return (
    <Dialog open={clientId !== null} onOpenChange={(open) => !open && onClose()} title={data?.submission.businessName ?? 'Client profile'} description="Client profile">
      {data ? <Profile profile={data} loadedAt={profile.dataUpdatedAt} onOpenSubmission={onOpenSubmission} /> : <p className="py-6 text-center text-sm text-ink-muted">{profile.isError ? 'The profile could not be loaded.' : 'Loading the profile...'}</p>}
    </Dialog>
  );
}
