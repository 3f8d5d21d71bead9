import { formatUsd } from '../money';
import type { ImpactLevel } from '../intake/workflow-suggestion';
import { MINUTES_PER_DAY } from './automation-runs';
import type { Automation } from './client-dashboard';
import { hourValueWords, savedHoursValueCents, type HourValue } from './hour-value';

/**
 * Hours a week a new automation is expected to save, by the impact the catalog gave it, until the agency
 * sets its own estimate (and, once it reports runs, what they saved).
 */
export const ESTIMATED_WEEKLY_HOURS: Readonly<Record<ImpactLevel, number>> = { high: 8, medium: 5, low: 3 };

/** A month is a twelfth of a year's weeks: the dashboard's Monthly Projection is a week's savings × 52 / 12. */
export const WEEKS_PER_MONTH = 52 / 12;

/** The dashboard's cards, computed from the automations on the server, each hour at the client's value (SPEC §9: $25 by default). */
export interface ClientSavings {
  /** Cents per week: the hours live automations save, each at the client's hour value. */
  totalWeeklySavings: number;
  /** Cents: a month of the weekly savings. */
  totalMonthlySavings: number;
  /** Hours per week the live automations save. */
  totalTimesSaved: number;
  liveAutomations: number;
}

/** The hours an automation saves a week: what its reported runs saved in the last 7 days once it reports any, else the agency's estimate. */
export const weeklyHoursOf = (automation: Pick<Automation, 'estimatedWeeklyTimeSaved' | 'actualWeeklyTimeSaved'>): number =>
  automation.actualWeeklyTimeSaved ?? automation.estimatedWeeklyTimeSaved;

/** Only live automations save anything: one being built or paused saves no hour yet. */
export function savingsOf(automations: readonly Pick<Automation, 'status' | 'estimatedWeeklyTimeSaved' | 'actualWeeklyTimeSaved'>[], hourValueCents: number): ClientSavings {
  const live = automations.filter((automation) => automation.status === 'live');
  // Hours are summed in hundredths, so 0.1 + 0.2 is 0.3 and the cards agree with the list.
  const hundredths = live.reduce((sum, automation) => sum + Math.round(weeklyHoursOf(automation) * 100), 0);
  const totalWeeklySavings = savedHoursValueCents(hundredths / 100, hourValueCents);
  return {
    totalWeeklySavings,
    totalMonthlySavings: Math.round(totalWeeklySavings * WEEKS_PER_MONTH),
    totalTimesSaved: hundredths / 100,
    liveAutomations: live.length,
  };
}

/** Hours as the dashboard writes them: '11.75 h', '8 h'. */
export const formatHours = (hours: number): string => `${Number(hours.toFixed(2))} h`;

/** What the dashboard's cards (and the savings report) are written from: the savings, the automations and the weeks. */
export type SavingsCardsSource = ClientSavings & { automations: readonly Pick<Automation, 'status' | 'savingsBasis'>[]; savingsHistory: readonly SavingsWeek[]; hourValue: HourValue };

/**
 * The period the Weekly Savings figure covers: each live automation counts what its runs saved in the last 7
 * days once it is measured, else a week at the agency's estimate.
 */
export function weeklySavingsPeriod(automations: SavingsCardsSource['automations']): string {
  const live = automations.filter((automation) => automation.status === 'live');
  const measured = live.filter((automation) => automation.savingsBasis === 'measured').length;
  if (live.length === 0) return 'No live automations';
  if (measured === live.length) return 'Last 7 days';
  return measured === 0 ? 'A week at the estimate' : 'Last 7 days, estimated where no runs yet';
}

/**
 * The dashboard's four cards (SPEC §2), in order, with their values written out; the PDF and the CSV say the
 * same. SPEC's fixed '+12% from last week' is replaced by the truth (issue 31), naming both periods: what the
 * figure covers (`weeklySavingsPeriod`), then the change between the last two full weeks (`savingsTrend`).
 */
export function savingsCards(source: SavingsCardsSource): Array<{ label: string; value: string; hint: string }> {
  const weeklyHint = `${weeklySavingsPeriod(source.automations)} · ${savingsTrend(source.savingsHistory)}`;
  return [
    { label: 'Weekly Savings', value: formatUsd(source.totalWeeklySavings), hint: weeklyHint },
    { label: 'Monthly Projection', value: formatUsd(source.totalMonthlySavings), hint: "A month at this week's savings" },
    { label: 'Time Saved', value: `${formatHours(source.totalTimesSaved)} a week`, hint: `Given back by your live automations, ${hourValueWords(source.hourValue)}` },
    { label: 'Live Automations', value: String(source.liveAutomations), hint: 'Running right now' },
  ];
}

/** One week of the Analytics tab: the hours the live automations saved in it and their value. */
export interface SavingsWeek {
  /** The week's Monday (the agency's day), 'YYYY-MM-DD'. */
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
/** Days since 1970-01-01 of a 'YYYY-MM-DD' calendar day (counted on UTC midnights, zone-free): whole numbers, so day arithmetic is exact. */
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The Monday of a day (1970-01-01 was a Thursday). */
const mondayOf = (day: number): number => day - ((day + 3) % 7);

/**
 * A day of an automation's reported runs, summed: all runs, the runs reported without minutes, and the
 * minutes reported. Days (here and every `today`) are the agency's (`AGENCY_TIME_ZONE`): the server buckets
 * the runs and gives its today; this file only compares day strings.
 */
export interface RunDay {
  day: string;
  runs: number;
  unpricedRuns: number;
  reportedMinutes: number;
}

/** What one automation's savings are computed from. */
export type SavingsSource = Pick<Automation, 'status' | 'goLiveDate' | 'estimatedWeeklyTimeSaved' | 'minutesPerRun'> & { runDays: readonly RunDay[] };

/** Savings count from go-live: the run days on or after the go-live day; none without a go-live date. */
const countedRunDays = ({ goLiveDate, runDays }: SavingsSource): RunDay[] => (goLiveDate ? runDays.filter((day) => day.day >= goLiveDate) : []);

/** Measured once it has reported a run since go-live; until then its savings are the agency's estimate. */
export const isMeasured = (source: SavingsSource): boolean => countedRunDays(source).some((day) => day.runs > 0);

/**
 * Hundredths of an hour its runs of days `from`..`to` (day numbers, inclusive) saved: the minutes reported, else
 * runs × minutes per run, and never more than a day's minutes on one day (reports over it are refused, but two
 * at once can both pass, and minutes per run set later price earlier runs).
 */
function measuredHundredths(source: SavingsSource, from: number, to: number): number {
  const minutes = countedRunDays(source)
    .filter((day) => dayNumber(day.day) >= from && dayNumber(day.day) <= to)
    .reduce((sum, day) => sum + Math.min(MINUTES_PER_DAY, day.reportedMinutes + day.unpricedRuns * (source.minutesPerRun ?? 0)), 0);
  return Math.round((minutes * 100) / 60);
}

/** Hundredths of an hour its estimate credits to days `from`..`to`: a seventh of the week's hours per day it was live, from the go-live day. */
function estimatedHundredths(source: SavingsSource, from: number, to: number): number {
  if (source.status !== 'live' || !source.goLiveDate) return 0;
  const days = to - Math.max(from, dayNumber(source.goLiveDate)) + 1;
  return days > 0 ? Math.round((source.estimatedWeeklyTimeSaved * 100 * days) / 7) : 0;
}

/** Hundredths of an hour saved in days `from`..`to`, measured or estimated. */
const savedHundredths = (source: SavingsSource, from: number, to: number): number => (isMeasured(source) ? measuredHundredths(source, from, to) : estimatedHundredths(source, from, to));

/** The hours its reported runs saved in the last 7 days (today included); null while it is estimated. */
export function measuredWeeklyHours(source: SavingsSource, today: string): number | null {
  if (!isMeasured(source)) return null;
  return measuredHundredths(source, dayNumber(today) - 6, dayNumber(today)) / 100;
}

/** The runs reported today and this week (from the agency's Monday), whether or not they count for savings yet; null before the first report. */
export function reportedRunsOf(runDays: readonly RunDay[], today: string): { today: number; thisWeek: number } | null {
  if (runDays.length === 0) return null;
  const monday = mondayOf(dayNumber(today));
  const sum = (days: RunDay[]) => days.reduce((total, day) => total + day.runs, 0);
  return { today: sum(runDays.filter((day) => day.day === today)), thisWeek: sum(runDays.filter((day) => dayNumber(day.day) >= monday && day.day <= today)) };
}

/**
 * Hours and dollars saved per week (from Mondays, the agency's days), from the week of the first go-live that saves anything
 * to this week (`today`, 'YYYY-MM-DD'), every week included, a week that saved nothing too. An automation
 * counts from its go-live day, pro rata (its go-live week is credited only for the days from it), and this
 * week up to today: measured from its reported runs once it has any, else at the agency's estimate while
 * it is live. Empty before anything saves. At most the last `SAVINGS_HISTORY_WEEKS` weeks.
 */
export function weeklySavingsHistory(sources: readonly SavingsSource[], today: string, hourValueCents: number): SavingsWeek[] {
  const now = dayNumber(today);
  const thisWeek = mondayOf(now);
  const saving = sources.filter((source) => source.goLiveDate && dayNumber(source.goLiveDate) <= now && (isMeasured(source) || source.status === 'live'));
  if (saving.length === 0) return [];
  const first = Math.max(Math.min(...saving.map((source) => mondayOf(dayNumber(source.goLiveDate!)))), thisWeek - (SAVINGS_HISTORY_WEEKS - 1) * 7);
  const weeks: SavingsWeek[] = [];
  for (let week = first; week <= thisWeek; week += 7) {
    const hundredths = saving.reduce((sum, source) => sum + savedHundredths(source, week, Math.min(week + 6, now)), 0);
    weeks.push({ weekStart: dateOf(week), hours: hundredths / 100, savingsCents: savedHoursValueCents(hundredths / 100, hourValueCents) });
  }
  return weeks;
}
