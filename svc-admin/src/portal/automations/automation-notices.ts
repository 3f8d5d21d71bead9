import { formatHours, type Automation, type AutomationStatus } from '@biz/contracts';

export interface Notice {
  title: string;
  message: string;
}

/** 'Nov 20, 2026' for '2026-11-20' (a calendar date: no zone moves it). */
const calendarDate = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const statusNotice: Record<AutomationStatus, (name: string, from: AutomationStatus) => Notice> = {
  pending: (name) => ({ title: 'Back to setup', message: `Your ${name} is back in setup` }),
  in_progress: (name, from) => (from === 'paused' ? { title: 'Automation resumed', message: `We resumed work on your ${name}` } : { title: 'Work started', message: `We started building your ${name}` }),
  testing: (name) => ({ title: 'In testing', message: `Your ${name} is being tested before it goes live` }),
  live: (name) => ({ title: 'Automation live', message: `Your ${name} is live` }),
  paused: (name) => ({ title: 'Automation paused', message: `Your ${name} is paused` }),
};

/**
 * What the client is told of an agency change, worded from the biggest change: its status, else its go-live
 * date, its progress, the hours it saves. Null when nothing the client sees changed.
 */
export function noticeOf(before: Automation, after: Automation): Notice | null {
  const name = after.title;
  if (before.status !== after.status) return statusNotice[after.status](name, before.status);
  if (before.goLiveDate !== after.goLiveDate && after.goLiveDate) return { title: 'Go-live date set', message: `Your ${name} goes live on ${calendarDate(after.goLiveDate)}` };
  if (before.progressPercent !== after.progressPercent) return { title: 'Setup progress', message: `Your ${name} is ${after.progressPercent}% set up` };
  const hours = (automation: Automation) => automation.actualWeeklyTimeSaved ?? automation.estimatedWeeklyTimeSaved;
  if (hours(before) !== hours(after)) return { title: 'Savings updated', message: `Your ${name} saves about ${formatHours(hours(after))} a week` };
  return null;
}

/** What the client is told when the agency voids a run report of `name` dated on the agency's `day` ('YYYY-MM-DD'). */
export const runVoidedNotice = (name: string, runs: number, day: string): Notice => ({
  title: 'Savings corrected',
  message: `We removed a report of ${runs} run${runs === 1 ? '' : 's'} of your ${name} on ${calendarDate(day)} that was not right: your savings are recomputed without it`,
});
