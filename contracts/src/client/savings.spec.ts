import fc from 'fast-check';
import { AutomationStatus } from './client-dashboard';
import { MINUTES_PER_DAY } from './automation-runs';
import { MAX_WEEKLY_HOURS } from './automation-updates';
import { formatHours, isMeasured, measuredWeeklyHours, NO_EARLIER_WEEK, reportedRunsOf, SAVINGS_HISTORY_WEEKS, savingsCards, savingsOf, savingsTrend, weeklySavingsHistory, weeklySavingsPeriod, WEEKS_PER_MONTH } from './savings';

/** SPEC §9's $25, the agency's default hour value. */
const STANDARD = 2500;
const standardHour = { cents: STANDARD, setFor: 'agency-default' } as const;

const hundredths = fc.integer({ min: 0, max: 16_800 }).map((n) => n / 100);
const automation = fc.record({
  status: fc.constantFrom(...AutomationStatus.options),
  estimatedWeeklyTimeSaved: hundredths,
  actualWeeklyTimeSaved: fc.option(hundredths, { nil: null }),
});

describe('the dashboard savings (SPEC §9: $25 per saved hour)', () => {
  it('count the live automations only, each at its measured hours else its estimate, exactly to the cent', () => {
    fc.assert(
      fc.property(fc.array(automation, { maxLength: 30 }), (automations) => {
        const live = automations.filter((a) => a.status === 'live');
        // Integer arithmetic in hundredths of an hour: 1 h = 2,500 cents, so a hundredth is 25 cents.
        const liveHundredths = live.reduce((sum, a) => sum + Math.round((a.actualWeeklyTimeSaved ?? a.estimatedWeeklyTimeSaved) * 100), 0);
        const savings = savingsOf(automations, STANDARD);
        expect(savings.liveAutomations).toBe(live.length);
        expect(savings.totalTimesSaved * 100).toBeCloseTo(liveHundredths, 6);
        expect(savings.totalWeeklySavings).toBe(liveHundredths * 25);
        expect(savings.totalMonthlySavings).toBe(Math.round(liveHundredths * 25 * WEEKS_PER_MONTH));
        expect(savingsOf(automations, 6000).totalWeeklySavings).toBe(liveHundredths * 60);
      }),
    );
  });

  it('do not depend on the order of the automations, and a change to one that is not live changes nothing', () => {
    fc.assert(
      fc.property(fc.array(automation, { maxLength: 12 }), automation, (automations, extra) => {
        expect(savingsOf([...automations].reverse(), STANDARD)).toEqual(savingsOf(automations, STANDARD));
        const notLive = { ...extra, status: 'paused' as const };
        expect(savingsOf([...automations, notLive], STANDARD)).toEqual(savingsOf(automations, STANDARD));
      }),
    );
  });

  it('write the four cards with the spec labels, the Weekly Savings hint naming its period and the true weekly trend', () => {
    const automations = [{ status: 'live' as const, estimatedWeeklyTimeSaved: 6, actualWeeklyTimeSaved: 7.5, savingsBasis: 'measured' as const }];
    const cards = savingsCards({ ...savingsOf(automations, STANDARD), automations, savingsHistory: [], hourValue: standardHour });
    expect(cards).toEqual([
      { label: 'Weekly Savings', value: '$187.50', hint: `Last 7 days · ${NO_EARLIER_WEEK}` },
      { label: 'Monthly Projection', value: '$812.50', hint: "A month at this week's savings" },
      { label: 'Time Saved', value: '7.5 h a week', hint: 'Given back by your live automations, valued at $25 an hour, our standard rate' },
      { label: 'Live Automations', value: '1', hint: 'Running right now' },
    ]);
    expect(formatHours(0.1 + 0.2)).toBe('0.3 h');
    const history = [
      { weekStart: '2026-11-09', hours: 5, savingsCents: 12500 },
      { weekStart: '2026-11-16', hours: 7.5, savingsCents: 18750 },
      { weekStart: '2026-11-23', hours: 1, savingsCents: 2500 },
    ];
    expect(savingsCards({ ...savingsOf(automations, STANDARD), automations, savingsHistory: history, hourValue: standardHour })[0].hint).toBe('Last 7 days · +50% last week vs the week before');
  });

  it('say what the Weekly Savings figure covers: the last 7 days where runs are measured, else a week at the estimate', () => {
    const live = (savingsBasis: 'measured' | 'estimated') => ({ status: 'live' as const, savingsBasis });
    expect(weeklySavingsPeriod([live('measured'), live('measured'), { status: 'paused', savingsBasis: 'estimated' }])).toBe('Last 7 days');
    expect(weeklySavingsPeriod([live('estimated')])).toBe('A week at the estimate');
    expect(weeklySavingsPeriod([live('estimated'), live('measured')])).toBe('Last 7 days, estimated where no runs yet');
    expect(weeklySavingsPeriod([{ status: 'paused', savingsBasis: 'measured' }])).toBe('No live automations');
  });
});

describe('the weekly savings history (the Analytics tab; issue 31: measured, pro rata)', () => {
  const today = '2026-11-25'; // a Wednesday: this week started on Monday the 23rd
  const estimated = (goLiveDate: string | null, hours: number, status: 'live' | 'paused' = 'live') => ({ status, goLiveDate, estimatedWeeklyTimeSaved: hours, minutesPerRun: null, runDays: [] });
  const dayOffset = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('is empty before anything saves: nothing live, or a go-live still to come', () => {
    expect(weeklySavingsHistory([estimated('2026-11-02', 5, 'paused')], today, STANDARD)).toEqual([]);
    expect(weeklySavingsHistory([estimated('2026-11-30', 5)], today, STANDARD)).toEqual([]);
    expect(weeklySavingsHistory([estimated(null, 5)], today, STANDARD)).toEqual([]);
  });

  it('credits an estimate from its go-live day, pro rata, and this week up to today', () => {
    // Live from Thursday the 5th: 4 of that week's 7 days; two full weeks; then Monday to Wednesday of this one.
    expect(weeklySavingsHistory([estimated('2026-11-05', 7)], today, STANDARD)).toEqual([
      { weekStart: '2026-11-02', hours: 4, savingsCents: 10000 },
      { weekStart: '2026-11-09', hours: 7, savingsCents: 17500 },
      { weekStart: '2026-11-16', hours: 7, savingsCents: 17500 },
      { weekStart: '2026-11-23', hours: 3, savingsCents: 7500 },
    ]);
  });

  it('counts reported runs once there are any since go-live: runs × minutes per run, or the minutes a report gives; a week without runs is a zero', () => {
    const measured = {
      ...estimated('2026-11-02', 40),
      minutesPerRun: 6,
      runDays: [
        { day: '2026-11-01', runs: 50, unpricedRuns: 50, reportedMinutes: 0 }, // before go-live: not counted
        { day: '2026-11-03', runs: 10, unpricedRuns: 10, reportedMinutes: 0 },
        { day: '2026-11-17', runs: 30, unpricedRuns: 20, reportedMinutes: 90 },
        { day: '2026-11-24', runs: 5, unpricedRuns: 5, reportedMinutes: 0 },
      ],
    };
    expect(isMeasured(measured)).toBe(true);
    expect(weeklySavingsHistory([measured], today, STANDARD)).toEqual([
      { weekStart: '2026-11-02', hours: 1, savingsCents: 2500 },
      { weekStart: '2026-11-09', hours: 0, savingsCents: 0 },
      { weekStart: '2026-11-16', hours: 3.5, savingsCents: 8750 },
      { weekStart: '2026-11-23', hours: 0.5, savingsCents: 1250 },
    ]);
    expect(measuredWeeklyHours(measured, today)).toBe(0.5);
    expect(reportedRunsOf(measured.runDays, today)).toEqual({ today: 0, thisWeek: 5 });
    // Runs only before go-live leave it estimated.
    expect(isMeasured({ ...measured, runDays: measured.runDays.slice(0, 1) })).toBe(false);
    expect(measuredWeeklyHours({ ...measured, runDays: measured.runDays.slice(0, 1) }, today)).toBeNull();
  });

  const runDay = fc.record({ offset: fc.integer({ min: -400, max: 0 }), runs: fc.integer({ min: 1, max: 500 }), priced: fc.boolean(), minutes: fc.integer({ min: 0, max: 3000 }) });
  const source = fc.record({
    goLive: fc.option(fc.integer({ min: -420, max: 10 }), { nil: null }),
    status: fc.constantFrom(...AutomationStatus.options),
    hours: hundredths,
    minutesPerRun: fc.option(fc.integer({ min: 0, max: 600 }).map((n) => n / 10), { nil: null }),
    days: fc.uniqueArray(runDay, { selector: (day) => day.offset, maxLength: 12 }),
  }).map(({ goLive, status, hours, minutesPerRun, days }) => ({
    status,
    goLiveDate: goLive === null ? null : dayOffset(today, goLive),
    estimatedWeeklyTimeSaved: hours,
    minutesPerRun,
    runDays: days.map((day) => ({ day: dayOffset(today, day.offset), runs: day.runs, unpricedRuns: day.priced ? 0 : day.runs, reportedMinutes: day.priced ? day.minutes : 0 })),
  }));

  it('runs week by week on Mondays, without gaps, ending this week, at most a year', () => {
    fc.assert(
      fc.property(fc.array(source, { maxLength: 6 }), (sources) => {
        const history = weeklySavingsHistory(sources, today, STANDARD);
        expect(history.length).toBeLessThanOrEqual(SAVINGS_HISTORY_WEEKS);
        history.forEach((week, i) => {
          expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
          if (i > 0) expect(Date.parse(week.weekStart) - Date.parse(history[i - 1].weekStart)).toBe(7 * 86_400_000);
          expect(week.savingsCents).toBe(Math.round(week.hours * 2500));
        });
        if (history.length) expect(history.at(-1)!.weekStart).toBe('2026-11-23');
      }),
    );
  });

  it('gives a measured automation exactly the minutes of its runs since go-live, at most a day of them a day, split by weeks at Mondays', () => {
    fc.assert(
      fc.property(source, (one) => {
        const history = weeklySavingsHistory([one], today, STANDARD);
        if (!isMeasured(one)) return;
        const firstWeek = history[0]?.weekStart ?? today;
        const counted = one.runDays.filter((day) => day.day >= one.goLiveDate! && day.day >= firstWeek);
        const minutes = counted.reduce((sum, day) => sum + Math.min(MINUTES_PER_DAY, day.reportedMinutes + day.unpricedRuns * (one.minutesPerRun ?? 0)), 0);
        // Each week rounds to the hundredth of an hour once.
        expect(Math.abs(history.reduce((sum, week) => sum + week.hours, 0) - minutes / 60)).toBeLessThanOrEqual(0.005 * history.length + 1e-9);
        for (const week of history) expect(week.hours).toBeLessThanOrEqual(MAX_WEEKLY_HOURS);
      }),
    );
  });

  it('counts a day that reports 600,000 minutes as the 24 hours a day has, never more', () => {
    const inflated = { ...estimated('2026-11-02', 5), runDays: [{ day: '2026-11-24', runs: 1, unpricedRuns: 0, reportedMinutes: 600_000 }] };
    expect(measuredWeeklyHours(inflated, today)).toBe(24);
    expect(weeklySavingsHistory([inflated], today, STANDARD).at(-1)).toEqual({ weekStart: '2026-11-23', hours: 24, savingsCents: 60000 });
  });

  it('credits an estimated live automation a seventh of its hours per day from go-live to today, and a paused one nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: -300, max: 0 }), hundredths, (goLive, hours) => {
        const one = estimated(dayOffset(today, goLive), hours);
        const history = weeklySavingsHistory([one], today, STANDARD);
        const days = 1 - goLive;
        const weeks = Math.min(history.length, SAVINGS_HISTORY_WEEKS);
        if (weeks < SAVINGS_HISTORY_WEEKS) expect(Math.abs(history.reduce((sum, week) => sum + week.hours, 0) - (hours * days) / 7)).toBeLessThanOrEqual(0.005 * weeks + 1e-9);
        for (const week of history.slice(1, -1)) expect(week.hours).toBeCloseTo(hours, 6);
        expect(weeklySavingsHistory([{ ...one, status: 'paused' }], today, STANDARD)).toEqual([]);
      }),
    );
  });
});

describe('the weekly savings trend (the Weekly Savings card, the PDF and the CSV)', () => {
  const week = (weekStart: string, savingsCents: number) => ({ weekStart, hours: savingsCents / 2500, savingsCents });

  it('says there is no earlier full week before two weeks have ended, or when the earlier one saved nothing', () => {
    expect(savingsTrend([])).toBe(NO_EARLIER_WEEK);
    expect(savingsTrend([week('2026-11-23', 5000)])).toBe(NO_EARLIER_WEEK);
    expect(savingsTrend([week('2026-11-16', 5000), week('2026-11-23', 5000)])).toBe(NO_EARLIER_WEEK);
    expect(savingsTrend([week('2026-11-09', 0), week('2026-11-16', 5000), week('2026-11-23', 5000)])).toBe(NO_EARLIER_WEEK);
  });

  it('compares the last full week with the one before, never this week, which is not over', () => {
    expect(savingsTrend([week('2026-11-09', 10000), week('2026-11-16', 11250), week('2026-11-23', 0)])).toBe('+13% last week vs the week before');
    expect(savingsTrend([week('2026-11-02', 1), week('2026-11-09', 20000), week('2026-11-16', 15000), week('2026-11-23', 90000)])).toBe('−25% last week vs the week before');
    expect(savingsTrend([week('2026-11-09', 20000), week('2026-11-16', 20040), week('2026-11-23', 0)])).toBe('Last week about the same as the week before');
  });

  it('states the rounded percentage change of any two weeks, its sign the sign of the change', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (before, last, current) => {
        const trend = savingsTrend([week('2026-11-09', before), week('2026-11-16', last), week('2026-11-23', current)]);
        const percent = Math.round(((last - before) / before) * 100);
        if (percent === 0) expect(trend).toBe('Last week about the same as the week before');
        else expect(trend).toBe(`${percent > 0 ? '+' : '−'}${Math.abs(percent)}% last week vs the week before`);
      }),
    );
  });
});
