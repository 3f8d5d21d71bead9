import { formatHours, formatUsd, hourValueWords, type HourValue, type SavingsWeek } from '@biz/contracts';
import { Card, CardContent, formatDay } from '@biz/ui-kit';
import { lazy, Suspense } from 'react';

const SavingsChart = lazy(() => import('./savings-chart'));

/** The Analytics tab: hours and dollars saved per week since the first go-live (every week, a week that saved nothing too), as a chart and as a table of the same weeks. */
export function AnalyticsPanel({ weeks, hourValue }: { weeks: readonly SavingsWeek[]; hourValue: HourValue }) {
  if (weeks.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
          <h2 className="text-base font-semibold text-ink">No savings to chart yet</h2>
          <p className="max-w-md text-sm text-ink-muted">Your chart starts the week your first automation goes live: the hours it saves each week and what they are worth.</p>
        </CardContent>
      </Card>
    );
  }
  const totalHours = weeks.reduce((sum, week) => sum + week.hours, 0);
  const totalCents = weeks.reduce((sum, week) => sum + week.savingsCents, 0);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-5">
        <div>
          <h2 className="text-base font-semibold text-ink">Saved per week</h2>
          <p className="text-sm text-ink-muted">
            Since the week of {formatDay(weeks[0].weekStart, 'date')}: {formatHours(totalHours)} and {formatUsd(totalCents)} saved, {hourValueWords(hourValue)}.
          </p>
        </div>
        <Suspense fallback={<div aria-busy="true" className="h-[280px] w-full animate-pulse rounded-lg bg-canvas" />}>
          <SavingsChart weeks={weeks} hourValueCents={hourValue.cents} />
        </Suspense>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">The numbers, week by week</summary>
          <table aria-label="Savings per week" className="mt-2 w-full text-left">
            <thead>
              <tr className="text-ink-muted">
                <th scope="col" className="py-1 font-medium">Week of</th>
                <th scope="col" className="py-1 font-medium">Hours saved</th>
                <th scope="col" className="py-1 font-medium">Saved</th>
              </tr>
            </thead>
            <tbody>
              {[...weeks].reverse().map((week, index) => (
                <tr key={week.weekStart} className="border-t border-line">
                  <td className="py-1">
                    {formatDay(week.weekStart, 'date')}
                    {index === 0 ? ' (this week, so far)' : ''}
                  </td>
                  <td className="py-1">{formatHours(week.hours)}</td>
                  <td className="py-1">{formatUsd(week.savingsCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </CardContent>
    </Card>
  );
}
