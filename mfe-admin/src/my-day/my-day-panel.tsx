import { businessRecordPath, dayInWords, PipelineStageLabel, TASKS_DUE_SOON_DAYS, TaskTypeLabel, type DeskTicketSummary, type MyDayBusiness, type MyDayResponse, type MyDayTask } from '@biz/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, formatDay, lazyExport, LazyDialog } from '@biz/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { myDayQuery } from '../api/admin-api';
import { dueInWords } from '../tasks/task-words';
import { myDayTasksQuery } from '../tasks/tasks-api';

// A ticket's thread, and its reply form, load when first opened.
const TicketThreadDialog = lazyExport(() => import('../support/ticket-thread-dialog'), 'TicketThreadDialog');

type Scope = MyDayResponse['scope'];

function DayList<T>({ title, list, empty, item }: { title: string; list: { items: T[]; total: number }; empty: string; item: (entry: T) => ReactNode }) {
  const more = list.total - list.items.length;
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink">
        {title} <span className="font-normal text-ink-muted">({list.total})</span>
      </h3>
      {list.items.length ? <ul className="flex flex-col gap-1">{list.items.map(item)}</ul> : <p className="text-sm text-ink-muted">{empty}</p>}
      {more > 0 ? <p className="text-xs text-ink-muted">and {more} more</p> : null}
    </section>
  );
}

const itemClasses = 'block w-full rounded-md px-2 py-1.5 text-left hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-500';

/** A row that opens a thread: its name is what it shows, after a word for the ear ("Open …"), as WCAG 2.5.3 asks. */
function ItemButton({ onClick, action, children }: { onClick: () => void; action: string; children: ReactNode }) {
  return (
    <li>
      <button type="button" onClick={onClick} className={itemClasses}>
        <span className="sr-only">{action} </span>
        {children}
      </button>
    </li>
  );
}

/** A row that links to a place of a business's record page, named the same way. */
function ItemLink({ to, action, children }: { to: string; action: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={itemClasses}>
        <span className="sr-only">{action} </span>
        {children}
      </Link>
    </li>
  );
}

/**
 * "My day", the desk's view of today: the open tasks overdue, due today and due soon (the signed-in member's
 * own, or the team's), who came in since yesterday, and the tickets waiting on the agency. Each opens its
 * record's page (a task its Tasks section) or thread. `enabled` is false while the session is being checked:
 * the panel shows as loading and asks for nothing yet.
 */
export function MyDayPanel({ enabled }: { enabled: boolean }) {
  const [scope, setScope] = useState<Scope>('mine');
  const [ticket, setTicket] = useState<string | null>(null);
  const day = useQuery({ ...myDayQuery(scope), enabled, placeholderData: keepPreviousData });
  const tasks = useQuery({ ...myDayTasksQuery(scope), enabled, placeholderData: keepPreviousData });
  const data = day.data;
  const task = (item: MyDayTask) => (
    <ItemLink key={item.id} to={businessRecordPath(item.businessId, 'tasks')} action="Open the business of">
      <span className="block text-sm font-medium break-words text-ink">{item.title}</span>
      <span className="block text-xs break-words text-ink-muted">
        {[item.businessName, TaskTypeLabel[item.type], dueInWords(item, tasks.data?.today ?? item.dueOn), scope === 'team' || data?.scope === 'team' ? (item.owner?.name ?? 'Nobody owns it') : null].filter(Boolean).join(' · ')}
      </span>
    </ItemLink>
  );
  const business = (row: MyDayBusiness) => (
    <ItemLink key={row.businessId} to={businessRecordPath(row.businessId)} action="Open">
      <span className="block text-sm font-medium break-words text-ink">{row.businessName}</span>
      <span className="block text-xs break-words text-ink-muted">
        {[PipelineStageLabel[row.stage], row.followUp.nextStep, row.followUp.dueOn && row.followUp.dueOn !== data?.today ? `due ${formatDay(row.followUp.dueOn, 'weekdayDay')}` : null, row.followUp.owner?.name].filter(Boolean).join(' · ')}
      </span>
    </ItemLink>
  );
  const waiting = (t: DeskTicketSummary) => (
    <ItemButton key={t.id} onClick={() => setTicket(t.id)} action="Open the ticket">
      <span className="block text-sm font-medium break-words text-ink">{t.subject}</span>
      <span className="block text-xs break-words text-ink-muted">{t.business.businessName}</span>
    </ItemButton>
  );
  // The owner's password sign-in owns no business: its "mine" is the team's, and there is nothing to choose.
  const teamOnly = scope === 'mine' && data?.scope === 'team';
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Today</CardTitle>
          <CardDescription>{data ? `${dayInWords(data.today)} (${data.timeZone})` : day.isError ? 'Your day could not be loaded.' : 'Loading your day...'}</CardDescription>
          {teamOnly ? <CardDescription>You signed in with the owner&apos;s password, so this is the whole team&apos;s day.</CardDescription> : null}
        </div>
        {teamOnly ? null : (
          <div role="group" aria-label="Whose day" className="flex gap-1">
            {(['mine', 'team'] as const).map((option) => (
              <Button key={option} size="sm" variant={scope === option ? 'primary' : 'outline'} aria-pressed={scope === option} onClick={() => setScope(option)}>
                {option === 'mine' ? 'Mine' : 'Team'}
              </Button>
            ))}
          </div>
        )}
      </CardHeader>
      {data ? (
        <CardContent className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tasks.data ? (
            <>
              <DayList title="Overdue" list={tasks.data.overdue} empty="No task overdue." item={task} />
              <DayList title="Due today" list={tasks.data.dueToday} empty="No task due today." item={task} />
              <DayList title="Due soon" list={tasks.data.dueSoon} empty={`No task due in the next ${TASKS_DUE_SOON_DAYS} days.`} item={task} />
            </>
          ) : (
            <p className="text-sm text-ink-muted sm:col-span-2 lg:col-span-3">{tasks.isError ? 'Your tasks could not be loaded.' : 'Loading your tasks...'}</p>
          )}
          <DayList title="New since yesterday" list={data.newSinceYesterday} empty="Nobody new." item={business} />
          <DayList title="Tickets waiting" list={data.ticketsWaiting} empty="No ticket is waiting." item={waiting} />
        </CardContent>
      ) : null}
      <LazyDialog open={ticket !== null}>
        <TicketThreadDialog ticketId={ticket} onClose={() => setTicket(null)} />
      </LazyDialog>
    </Card>
  );
}
