import { formatHours, formatUsd, savedHoursValueCents, type SavingsWeek } from '@biz/contracts';
import { formatDate } from '@biz/ui-kit';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 280;
/** Half a week each side, so the first and last weeks (a single one too) stand clear of the edges. */
const HALF_WEEK = 3.5 * 86_400;
const seconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/**
 * Hours saved per week (left axis; the right one reads them in dollars), drawn by uPlot on a canvas that
 * follows the panel's width. Loaded only when the Analytics tab opens: the dashboard's first paint does not carry it.
 */
export default function SavingsChart({ weeks, hourValueCents }: { weeks: readonly SavingsWeek[]; hourValueCents: number }) {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const weekStarts = weeks.map((week) => seconds(week.weekStart));
    const day = (value: number) => formatDate(value * 1000, 'monthDay', 'UTC');
    // One line: dollars are hours × the client's hour value, so the right axis reads the same line in dollars.
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      scales: { x: { time: true, range: (_plot, min, max) => [min - HALF_WEEK, max + HALF_WEEK] }, hours: { range: (_plot, _min, max) => [0, Math.max(1, max * 1.15)] } },
      series: [
        // Off the chart the legend reads the latest week (uPlot gives no index then), so it never shows empty values.
        { label: 'Week of', value: (_plot, value, _series, index) => day(value ?? weekStarts[index ?? weeks.length - 1]) },
        {
          label: 'Saved',
          scale: 'hours',
          stroke: '#2563eb',
          width: 2,
          fill: 'rgba(37, 99, 235, 0.08)',
          points: { show: true, size: 7 },
          value: (_plot, value, _series, index) => {
            const hours = value ?? weeks[index ?? weeks.length - 1].hours;
            return `${formatHours(hours)} · ${formatUsd(savedHoursValueCents(hours, hourValueCents))}`;
          },
        },
      ],
      axes: [
        // A tick per week while they fit; a longer history takes uPlot's own spacing.
        { stroke: '#475569', grid: { stroke: '#e2e8f0' }, ...(weeks.length <= 12 ? { splits: () => weekStarts } : {}), values: (_plot, ticks) => ticks.map(day) },
        { scale: 'hours', stroke: '#475569', grid: { stroke: '#e2e8f0' }, values: (_plot, ticks) => ticks.map((tick) => `${tick} h`) },
        { scale: 'hours', side: 1, stroke: '#475569', grid: { show: false }, values: (_plot, ticks) => ticks.map((tick) => formatUsd(savedHoursValueCents(tick, hourValueCents), { whole: true })) },
      ],
    };
    const plot = new uPlot(options, [weekStarts, weeks.map((week) => week.hours)], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [weeks, hourValueCents]);

  return <div ref={root} role="img" aria-label="Chart of the hours and dollars saved each week; the table below has the same numbers" className="w-full" />;
}
