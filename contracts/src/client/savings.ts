import { savedHoursValueCents } from '../constants';
import { formatUsd } from '../money';
import type { ImpactLevel } from '../intake/workflow-suggestion';
import type { Automation } from './client-dashboard';

/**
 * Hours a week a new automation is expected to save, by the impact the catalog gave it, until the agency
 * sets its own estimate (and, once it runs, the hours it measured).
 */
export const ESTIMATED_WEEKLY_HOURS: Readonly<Record<ImpactLevel, number>> = { high: 8, medium: 5, low: 3 };

/** A month is a twelfth of a year's weeks: the dashboard's Monthly Projection is a week's savings × 52 / 12. */
export const WEEKS_PER_MONTH = 52 / 12;

/** The dashboard's cards, computed from the automations on the server (SPEC §9: $25 per saved hour). */
export interface ClientSavings {
  /** Cents per week: the hours live automations save, valued at $25 each. */
  totalWeeklySavings: number;
  /** Cents: a month of the weekly savings. */
  totalMonthlySavings: number;
  /** Hours per week the live automations save. */
  totalTimesSaved: number;
  liveAutomations: number;
}

/** The hours an automation saves a week: what the agency measured once it runs, else its estimate. */
export const weeklyHoursOf = (automation: Pick<Automation, 'estimatedWeeklyTimeSaved' | 'actualWeeklyTimeSaved'>): number =>
  automation.actualWeeklyTimeSaved ?? automation.estimatedWeeklyTimeSaved;

/** Only live automations save anything: one being built or paused saves no hour yet. */
export function savingsOf(automations: readonly Pick<Automation, 'status' | 'estimatedWeeklyTimeSaved' | 'actualWeeklyTimeSaved'>[]): ClientSavings {
  const live = automations.filter((automation) => automation.status === 'live');
  // Hours are summed in hundredths, so 0.1 + 0.2 is 0.3 and the cards agree with the list.
  const hundredths = live.reduce((sum, automation) => sum + Math.round(weeklyHoursOf(automation) * 100), 0);
  const totalWeeklySavings = savedHoursValueCents(hundredths / 100);
  return {
    totalWeeklySavings,
    totalMonthlySavings: Math.round(totalWeeklySavings * WEEKS_PER_MONTH),
    totalTimesSaved: hundredths / 100,
    liveAutomations: live.length,
  };
}

/** Hours as the dashboard writes them: '11.75 h', '8 h'. */
export const formatHours = (hours: number): string => `${Number(hours.toFixed(2))} h`;

/**
 * The dashboard's four cards (SPEC §2), in order, with their values written out. SPEC's fixed '+12% from
 * last week' is replaced by the true change (issue 31): `savingsTrend` of the weekly history.
 */
export function savingsCards(savings: ClientSavings, history: readonly SavingsWeek[]): Array<{ label: string; value: string; hint: string }> {
  return [
    { label: 'Weekly Savings', value: formatUsd(savings.totalWeeklySavings), hint: savingsTrend(history) },
    { label: 'Monthly Projection', value: formatUsd(savings.totalMonthlySavings), hint: "A month at this week's savings" },
    { label: 'Time Saved', value: `${formatHours(savings.totalTimesSaved)} a week`, hint: 'Given back by your live automations' },
    { label: 'Live Automations', value: String(savings.liveAutomations), hint: 'Running right now' },
  ];
}

/** One week of the Analytics tab: the hours the live automations saved in it and their value. */
export interface SavingsWeek {
  /** The week's Monday, 'YYYY-MM-DD'. */
  weekStart: string;
  hours: number;
  savingsCents: number;
}

/** What the trend says until two full weeks can be compared. */
export const NO_EARLIER_WEEK = 'No earlier full week to compare yet';

/**
 * The change of the last full week's savings from the week before, in words: '+12% last week vs the week
 * before'. The history ends with this week (not over yet), so the last full week is the one before it. Until
 * there is an earlier week that saved something, there is nothing to divide by: `NO_EARLIER_WEEK`.
 */
export function savingsTrend(history: readonly SavingsWeek[]): string {
  const last = history.at(-2);
  const before = history.at(-3);
  if (!last || !before || before.savingsCents === 0) return NO_EARLIER_WEEK;
  const percent = Math.round(((last.savingsCents - before.savingsCents) / before.savingsCents) * 100);
  if (percent === 0) return 'Last week about the same as the week before';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% last week vs the week before`;
}

/** How far back the Analytics tab goes: a year of weeks. */
export const SAVINGS_HISTORY_WEEKS = 52;

const DAY_MS = 86_400_000;
const mondayOf = (date: string): number => {
  const at = Date.parse(`${date}T00:00:00Z`);
  return at - ((new Date(at).getUTCDay() + 6) % 7) * DAY_MS;
};

/**
 * Hours and dollars saved per week since the first go-live, up to this week (`today`, 'YYYY-MM-DD'): each
 * live automation counts from the week of its go-live date (this week when it has none) at the hours it saves
 * a week now. Empty before anything is live. At most the last `SAVINGS_HISTORY_WEEKS` weeks.
 */
export function weeklySavingsHistory(
  automations: readonly Pick<Automation, 'status' | 'goLiveDate' | 'estimatedWeeklyTimeSaved' | 'actualWeeklyTimeSaved'>[],
  today: string,
): SavingsWeek[] {
  const thisWeek = mondayOf(today);
  const live = automations.filter((automation) => automation.status === 'live').map((automation) => ({ from: Math.min(thisWeek, mondayOf(automation.goLiveDate ?? today)), hundredths: Math.round(weeklyHoursOf(automation) * 100) }));
  if (live.length === 0) return [];
  const first = Math.max(Math.min(...live.map((automation) => automation.from)), thisWeek - (SAVINGS_HISTORY_WEEKS - 1) * 7 * DAY_MS);
  const weeks: SavingsWeek[] = [];
  for (let week = first; week <= thisWeek; week += 7 * DAY_MS) {
    const hundredths = live.filter((automation) => automation.from <= week).reduce((sum, automation) => sum + automation.hundredths, 0);
    weeks.push({ weekStart: new Date(week).toISOString().slice(0, 10), hours: hundredths / 100, savingsCents: savedHoursValueCents(hundredths / 100) });
  }
  return weeks;
}
