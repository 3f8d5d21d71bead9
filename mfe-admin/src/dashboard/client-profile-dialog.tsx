import { formatUsd, industryLabel, PlanStatusLabel, type Submission } from '@biz/contracts';
import { Dialog } from '@biz/ui-kit';
import type { ReactNode } from 'react';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-sm break-words text-ink">{children || 'Not specified'}</dd>
    </div>
  );
}

/** 'View': everything SPEC §3 lists for a submission, and its plan. */
export function ClientProfileDialog({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  const plan = submission?.plan;
  return (
    <Dialog open={submission !== null} onOpenChange={(open) => !open && onClose()} title={submission?.businessName ?? ''} description="Client profile">
      {submission ? (
        <div className="flex flex-col gap-6">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Contact email">{submission.contactEmail}</Detail>
            <Detail label="Industry">{industryLabel(submission.industry)}</Detail>
            <Detail label="Company size">{submission.companySize}</Detail>
            <Detail label="Monthly revenue">{submission.monthlyRevenue}</Detail>
            <Detail label="Primary goals">{submission.primaryGoals.join(', ')}</Detail>
            <Detail label="Current tools">{submission.currentTools}</Detail>
            <Detail label="Pain points">{submission.painPoints}</Detail>
            <Detail label="Pipeline value">{formatUsd(submission.totalValue)}</Detail>
            <Detail label="Status">{PlanStatusLabel[submission.status]}</Detail>
            <Detail label="Submitted">{new Date(submission.createdAt).toLocaleString('en-US')}</Detail>
          </dl>
          <section className="flex flex-col gap-3">
            <h3 className="text-base font-semibold text-ink">Implementation plan</h3>
            {plan ? (
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
            ) : (
              <p className="text-sm text-ink-muted">No workflows selected yet.</p>
            )}
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
