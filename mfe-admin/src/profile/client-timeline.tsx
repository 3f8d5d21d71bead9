import { AgencyEmailStatusLabel, agencyActorName, formatUsd, type AgencyActor, isAuditAction, OrderStageLabel, Packages, PipelineStageLabel, StageCauseLabel, type AuditAction, type GenerationSource, type TaskChange, type TimelineEvent } from '@biz/contracts';
import { formatDate } from '@biz/ui-kit';

const sourceLabel: Record<GenerationSource, string> = { llm: 'by the LLM', catalog: 'by the catalog engine', 'catalog-fallback': 'by the catalog engine (LLM fallback)' };

/** How each audit action reads: a new action without a wording does not compile; one this build does not know shows its dotted name. */
const actionLabel: Record<AuditAction, string> = {
  'submission.viewed': 'Profile viewed by the agency',
  'submission.deleted': 'Business deleted by the agency',
  'plan.downloaded': 'Plan PDF downloaded by the agency',
  'email.queued': 'Email queued by the agency',
  'call.booked': 'Call booked by the agency',
  'call.moved': 'Call moved (the invite was updated)',
  'call.cancelled': 'Call cancelled (the invite was withdrawn)',
  'onboarding-form.generated': 'Onboarding form generated',
  'onboarding-link.sent': 'Onboarding form link emailed to the client',
  'onboarding-link.withdrawn': 'Onboarding form links withdrawn',
  'onboarding-answers.submitted': 'Client answered the onboarding form',
  'onboarding-answers.updated': 'Client updated its onboarding answers (the earlier ones were replaced)',
  'automation.updated': 'Automation updated by the agency',
  'automation.token-issued': 'Automation run token issued by the agency',
  'automation.first-run': 'Automation reported its first runs',
  'automation.run-voided': 'Run report voided by the agency',
  'automation.resume-requested': 'Client asked to resume an automation',
  'business.created-by-hand': 'Made by hand in the desk',
  'business.merged': 'Another address merged into this business',
  'business.merge-undone': 'A merge of addresses undone',
  'business.follow-up-set': 'Owner set',
  'business.activity-logged': 'Call or meeting logged',
  'task.created': 'Task added',
  'task.updated': 'Task changed',
  'task.completed': 'Task done',
  'task.reopened': 'Task reopened',
  'task.deleted': 'Task deleted',
  'proposal.drafted': 'Proposal drafted',
  'proposal.updated': 'Proposal draft changed',
  'proposal.sent': 'Proposal sent',
  'proposal.withdrawn': 'Proposal withdrawn',
  'proposal.accepted': 'Proposal accepted and signed by the client',
  'proposal.declined': 'Proposal declined by the client',
  'proposal.expired': 'Proposal expired',
  'proposal.downloaded': 'Signed proposal downloaded',
  'checkout.recovery-sent': 'Checkout recovery email queued',
  'checkout.recovery-withdrawn': 'Checkout resume links withdrawn',
  'account.signup': 'Client account created',
  'account.signup-refused': 'Client sign-up refused',
  'account.login': 'Client signed in',
  'account.login-failed': 'Client sign-in failed',
  'account.logout': 'Client signed out',
  'account.linked': 'Client account linked to its records',
  'account.password-reset-requested': 'Client asked for a password reset',
  'account.password-reset': 'Client password reset',
  'account.signup-existing': 'Someone tried to sign up again with this email (its owner was emailed)',
  'account.unlinked': 'Client account unlinked until it proves its email',
  'account.verification-sent': 'Email confirmation link sent',
  'account.email-verified': 'Client proved its email',
  'account.password-changed': 'Client changed its password',
  'account.hour-value-set': 'Value of a saved hour set by the agency',
  'account.invited': 'Invited to the client portal after paying',
  'account.email-change-asked': 'Client asked to change its email (a link went to the new address)',
  'account.email-changed': 'Client moved its account to a new email it proved (every other session ended)',
  'account.email-change-declined': "The new address's owner said the email change was not theirs",
  'account.email-change-undone': 'The former address took the account back (every session ended)',
  'account.password-replaced': 'A new password was chosen from the confirmation link (every session ended)',
  'account.verification-declined': "The address's owner said the account was not theirs",
  'account.sessions-ended': 'Client signed out its other sessions',
  'ticket.opened': 'Client opened a support ticket',
  'ticket.answered': 'Client answered a support ticket',
  'ticket.replied': 'Agency replied to a support ticket',
  'ticket.closed': 'Support ticket closed by the agency',
  'ticket.reopened': 'Support ticket reopened by the agency',
  'admin.login': 'Agency signed in',
  'admin.login-failed': 'Agency sign-in failed',
  'admin.logout': 'Agency signed out',
  'staff.invited': 'Team member invited',
  'staff.invite-withdrawn': 'Team invitation withdrawn',
  'staff.joined': 'Team member joined',
  'staff.removed': 'Team member removed',
  'staff.login-failed': 'Team member sign-in failed',
  'staff.recovery-code-used': 'Team member used a recovery code',
  'staff.password-changed': 'Team member changed their password',
  'staff.sso-refused': 'Single sign-on refused',
  'staff.sso-policy-changed': 'Single sign-on requirement changed',
  'submissions.exported': 'Submissions exported',
  'order.refunded': 'Order refunded by the agency',
  'sprint.workflows-chosen': "Sprint's automations chosen by the agency",
};

const taskChangeWords: Record<TaskChange, string> = { created: 'Task added', updated: 'Task changed', completed: 'Task done', reopened: 'Task reopened', deleted: 'Task deleted' };

/** A note on the timeline: its first words (the Notes section has it whole). */
const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The line under an event that says who did it, beside any detail. */
const withBy = (detail: string | undefined, by: AgencyActor | undefined, lead: string) => [detail, by && `${lead} ${agencyActorName(by)}`].filter(Boolean).join(' · ') || undefined;

/** One sentence per event, as the profile's timeline shows it. */
export function describeEvent(event: TimelineEvent): { title: string; detail?: string } {
  switch (event.kind) {
    case 'submitted':
      return { title: 'Submitted the intake form' };
    case 'suggested':
      return { title: `Workflows suggested ${sourceLabel[event.source]}`, detail: event.model };
    case 'selected':
      return { title: `Selected ${event.workflows.length} workflow${event.workflows.length === 1 ? '' : 's'} (${formatUsd(event.totalValue, { whole: true })})`, detail: event.workflows.join(', ') };
    case 'planned':
      return { title: `Plan generated ${sourceLabel[event.source]}`, detail: event.model };
    case 'order-started':
      return { title: `Started a ${Packages[event.package].title} checkout (${formatUsd(event.amountCents, { whole: true })})`, detail: OrderStageLabel[event.stage] };
    case 'order-paid':
      return { title: `Paid the ${Packages[event.package].title} (${formatUsd(event.amountCents, { whole: true })})` };
    case 'order-refunded':
      return { title: `Refunded the ${Packages[event.package].title} (${formatUsd(event.amountCents, { whole: true })})`, detail: 'Money-back guarantee' };
    case 'email':
      return { title: `Emailed: ${event.subject}`, detail: withBy(AgencyEmailStatusLabel[event.status], event.by, 'Email sent by') };
    case 'call':
      return { title: `${event.callType === 'video' ? 'Video' : 'Phone'} call booked for ${formatDate(event.startsAt, 'dateTimeWithZone', event.timeZone)}`, detail: withBy(event.status === 'cancelled' ? 'Cancelled' : 'Scheduled', event.by, 'Booked by') };
    case 'follow-up-set':
      return {
        title: event.owner ? `Owner: ${event.owner}` : 'Nobody owns the business',
        // Set before tasks, an owner came with a next step.
        detail: withBy(event.nextStep ? `Next: ${event.nextStep}${event.dueOn ? `, due ${event.dueOn}` : ''}` : undefined, event.by, 'Set by'),
      };
    case 'task':
      return { title: `${taskChangeWords[event.change]}: ${event.title}`, detail: withBy(undefined, event.by, 'By') };
    case 'activity-logged':
      return { title: `${event.activity === 'call' ? 'Call' : 'Meeting'}: ${event.outcome}`, detail: withBy(event.notes ? excerpt(event.notes) : undefined, event.by, 'Logged by') };
    case 'note':
      return { title: 'Note', detail: withBy(excerpt(event.body), event.by, 'By') };
    case 'stage-moved':
      return {
        title: `Moved to ${PipelineStageLabel[event.to]}${event.cause === 'by-hand' ? '' : `: ${StageCauseLabel[event.cause]}`}`,
        detail: withBy(event.reason ? `${PipelineStageLabel[event.from]} → ${PipelineStageLabel[event.to]} · ${event.reason}` : `${PipelineStageLabel[event.from]} → ${PipelineStageLabel[event.to]}`, event.by, 'Moved by'),
      };
    case 'admin-action':
      return { title: isAuditAction(event.action) ? actionLabel[event.action] : event.action, detail: withBy(undefined, event.by, 'By') };
  }
}

/** What happened to a business, newest first (the server's order). */
export function ClientTimeline({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol aria-label="Timeline" className="flex flex-col gap-3 border-l border-line pl-4">
      {events.map((event, index) => {
        const { title, detail } = describeEvent(event);
        return (
          <li key={`${event.kind}-${event.at}-${index}`} className="relative">
            <span aria-hidden className="absolute top-1.5 -left-[21px] size-2 rounded-full bg-brand-500" />
            <p className="text-sm font-medium break-words text-ink">{title}</p>
            {detail ? <p className="text-xs break-words text-ink-muted">{detail}</p> : null}
            <time dateTime={event.at} className="text-xs text-ink-muted">
              {formatDate(event.at, 'dateTime')}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
