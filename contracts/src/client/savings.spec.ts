import fc from 'fast-check';
import { AutomationStatus } from './client-dashboard';
import { formatHours, NO_EARLIER_WEEK, SAVINGS_HISTORY_WEEKS, savingsCards, savingsOf, savingsTrend, weeklySavingsHistory, WEEKS_PER_MONTH } from './savings';

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
        const savings = savingsOf(automations);
        expect(savings.liveAutomations).toBe(live.length);
        expect(savings.totalTimesSaved * 100).toBeCloseTo(liveHundredths, 6);
        expect(savings.totalWeeklySavings).toBe(liveHundredths * 25);
        expect(savings.totalMonthlySavings).toBe(Math.round(liveHundredths * 25 * WEEKS_PER_MONTH));
      }),
    );
  });

  it('do not depend on the order of the automations, and a change to one that is not live changes nothing', () => {
    fc.assert(
      fc.property(fc.array(automation, { maxLength: 12 }), automation, (automations, extra) => {
        expect(savingsOf([...automations].reverse())).toEqual(savingsOf(automations));
        const notLive = { ...extra, status: 'paused' as const };
        expect(savingsOf([...automations, notLive])).toEqual(savingsOf(automations));
      }),
    );
  });

  it('write the four cards with the spec labels and the true weekly trend', () => {
    const cards = savingsCards(savingsOf([{ status: 'live', estimatedWeeklyTimeSaved: 6, actualWeeklyTimeSaved: 7.5 }]), []);
    expect(cards).toEqual([
      { label: 'Weekly Savings', value: '$187.50', hint: NO_EARLIER_WEEK },
      { label: 'Monthly Projection', value: '$812.50', hint: "A month at this week's savings" },
      { label: 'Time Saved', value: '7.5 h a week', hint: 'Given back by your live automations' },
      { label: 'Live Automations', value: '1', hint: 'Running right now' },
    ]);
    expect(formatHours(0.1 + 0.2)).toBe('0.3 h');
  });
});

describe('the weekly savings history (the Analytics tab)', () => {
  const live = (goLiveDate: string | null, hours: number) => ({ status: 'live' as const, goLiveDate, estimatedWeeklyTimeSaved: hours, actualWeeklyTimeSaved: null });

  it('is empty before anything is live', () => {
    expect(weeklySavingsHistory([{ ...live('2026-11-02', 5), status: 'paused' }], '2026-11-24')).toEqual([]);
  });

  it('runs week by week (Mondays) from the first go-live to this week, each automation from the week it went live', () => {
    // 2026-11-24 is a Tuesday: this week starts on Monday the 23rd.
    expect(weeklySavingsHistory([live('2026-11-04', 5), live('2026-11-19', 2.5), live(null, 1)], '2026-11-24')).toEqual([
      { weekStart: '2026-11-02', hours: 5, savingsCents: 12500 },
      { weekStart: '2026-11-09', hours: 5, savingsCents: 12500 },
      { weekStart: '2026-11-16', hours: 7.5, savingsCents: 18750 },
      { weekStart: '2026-11-23', hours: 8.5, savingsCents: 21250 },
    ]);
  });

  it('keeps the last year of weeks, never a go-live in the future, and always ends with this week at the dashboard figure', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -900, max: 60 }), hundredths), { minLength: 1, maxLength: 8 }), (specs) => {
        const today = '2026-11-24';
        const automations = specs.map(([days, hours]) => live(new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10), hours));
        const history = weeklySavingsHistory(automations, today);
        expect(history.length).toBeGreaterThan(0);
        expect(history.length).toBeLessThanOrEqual(SAVINGS_HISTORY_WEEKS);
        expect(history.at(-1)).toEqual({ weekStart: '2026-11-23', hours: savingsOf(automations).totalTimesSaved, savingsCents: savingsOf(automations).totalWeeklySavings });
        for (let i = 1; i < history.length; i++) expect(history[i].hours).toBeGreaterThanOrEqual(history[i - 1].hours);
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
