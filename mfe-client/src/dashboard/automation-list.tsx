import { automationStateLabel, BOOKING_PAGE_PATH, formatHours, formatUsd, INTAKE_PAGE_PATH, isProposed, Packages, weeklyHoursOf, type Automation, type AutomationStatus, type ClientSprint } from '@biz/contracts';
import { Badge, Button, buttonClasses, Card, CardContent, formatDate, formatDay, Progress, type BadgeVariant } from '@biz/ui-kit';
import { Link } from 'react-router';
import { SprintSummary } from './sprint-summary';

const statusVariant: Record<AutomationStatus, BadgeVariant> = { pending: 'neutral', in_progress: 'brand', testing: 'warning', live: 'success', paused: 'neutral' };

function AutomationCard({ automation, onResume }: { automation: Automation; onResume: (id: string) => void }) {
  const hours = weeklyHoursOf(automation);
  const proposed = isProposed(automation);
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-3 p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="text-base font-semibold text-ink">{automation.title}</h2>
            <Badge variant={proposed ? 'outline' : statusVariant[automation.status]}>{automationStateLabel(automation)}</Badge>
          </div>
          <p className="text-sm text-ink-muted">{automation.description}</p>
          {proposed ? (
            <p className="text-sm text-ink-muted">
              In your plan, not bought yet: nothing is charged or built until you go ahead. <Link to={BOOKING_PAGE_PATH} className="font-medium text-brand-700 underline">Book a call</Link> to talk it through.
            </p>
          ) : (
            <Progress value={automation.progressPercent} label="Setup progress" showLabel />
          )}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <dt className="text-ink-subtle">Go-live</dt>
            <dd className="text-ink">{automation.goLiveDate ? formatDay(automation.goLiveDate, 'date') : 'To be scheduled'}</dd>
            <dt className="text-ink-subtle">{automation.savingsBasis === 'measured' ? 'Measured saving' : 'Saving'}</dt>
            <dd className="text-ink">{automation.savingsBasis === 'measured' ? `${formatHours(hours)} in the last 7 days` : `${formatHours(hours)} a week (estimated)`}</dd>
            <dt className="text-ink-subtle">Runs</dt>
            <dd className="text-ink">{automation.reportedRuns ? `${automation.reportedRuns.today} today · ${automation.reportedRuns.thisWeek} this week` : 'None reported yet'}</dd>
            {automation.sprint ? <SprintTerms automation={automation} sprint={automation.sprint} /> : <OwnPrice automation={automation} />}
          </dl>
          {automation.status === 'paused' ? <ResumeAction automation={automation} onResume={onResume} /> : null}
        </CardContent>
      </Card>
    </li>
  );
}

/** An automation of the client's selection: its setup once (when it goes ahead, while proposed), and its running cost, which the plan includes (decision 064). */
function OwnPrice({ automation }: { automation: Automation }) {
  return (
    <>
      <dt className="text-ink-subtle">Setup</dt>
      <dd className="text-ink">{formatUsd(automation.setupCost)} once{isProposed(automation) ? ', if you go ahead' : ''}</dd>
      <dt className="text-ink-subtle">Running cost</dt>
      <dd className="text-ink">{formatUsd(automation.monthlyCost)} a month, included in the plan it runs on</dd>
    </>
  );
}

/** A sprint's automation: its price is the sprint's; until live its delivery clock shows, then its support. */
function SprintTerms({ automation, sprint }: { automation: Automation; sprint: NonNullable<Automation['sprint']> }) {
  return (
    <>
      <dt className="text-ink-subtle">Price</dt>
      <dd className="text-ink">Covered by your {Packages[sprint.package].title}</dd>
      {automation.supportEndsOn ? (
        <>
          <dt className="text-ink-subtle">Support</dt>
          <dd className="text-ink">Until {formatDay(automation.supportEndsOn, 'date')}</dd>
        </>
      ) : (
        <>
          <dt className="text-ink-subtle">Due</dt>
          <dd className="text-ink">{formatDate(sprint.dueAt, 'monthDayTime')}</dd>
        </>
      )}
    </>
  );
}

/** SPEC §2: a paused automation offers Resume, which asks the agency (it never flips the state itself). */
function ResumeAction({ automation, onResume }: { automation: Automation; onResume: (id: string) => void }) {
  if (automation.resumeRequestedAt) {
    return <p className="text-sm text-ink-muted">Resume requested on {formatDate(automation.resumeRequestedAt, 'numericDate')}: we will let you know here.</p>;
  }
  return (
    <div>
      <Button size="sm" onClick={() => onResume(automation.id)} aria-label={`Resume ${automation.title}`}>
        Resume
      </Button>
    </div>
  );
}

/** The account's automations, each with its status, progress, go-live date, the hours it saves (measured from its runs, else estimated) and its runs; first what its paid sprints cover. */
export function AutomationList({ automations, sprints, onResume }: { automations: readonly Automation[]; sprints: readonly ClientSprint[]; onResume: (id: string) => void }) {
  if (automations.length === 0 && sprints.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
          <h2 className="text-base font-semibold text-ink">No automations yet</h2>
          <p className="max-w-md text-sm text-ink-muted">The workflows you choose with us appear here as we build them, from setup to live.</p>
          {/* A new account's next step: talk it through with us, or let the wizard suggest workflows. */}
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Link to={BOOKING_PAGE_PATH} className={buttonClasses({})}>
              Book a call
            </Link>
            <Link to={INTAKE_PAGE_PATH} className={buttonClasses({ variant: 'outline' })}>
              Get your free automation plan
            </Link>
          </div>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <SprintSummary sprints={sprints} />
      {automations.length > 0 && <ul className="grid gap-4 lg:grid-cols-2">{automations.map((automation) => <AutomationCard key={automation.id} automation={automation} onResume={onResume} />)}</ul>}
    </div>
  );
}
