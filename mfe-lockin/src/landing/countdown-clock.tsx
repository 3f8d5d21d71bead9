import { cn } from '@biz/ui-kit';
import { describeCountdown, formatCountdown, type CountdownParts } from './countdown';

/** The compact countdown ('5d 14h 32m 18s'), announced as words; a timer is not read out on every tick. */
export function CountdownText({ parts, className }: { parts: CountdownParts; className?: string }) {
  return (
    <span role="timer" aria-label={describeCountdown(parts)} data-testid="countdown" className={cn('font-mono tabular-nums', className)}>
      {formatCountdown(parts)}
    </span>
  );
}

const units = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/** The countdown as four tiles, for the offer section. */
export function CountdownTiles({ parts }: { parts: CountdownParts }) {
  return (
    <div role="timer" aria-label={describeCountdown(parts)} className="flex justify-center gap-2 sm:gap-3">
      {units.map(([unit, label]) => (
        <div key={unit} aria-hidden="true" className="flex w-16 flex-col items-center rounded-xl bg-brand-950 px-2 py-2.5 text-white shadow-card sm:w-20">
          <span className="font-mono text-2xl font-bold tabular-nums sm:text-3xl">{String(parts[unit]).padStart(2, '0')}</span>
          <span className="text-[11px] font-medium tracking-wide text-brand-200 uppercase">{label}</span>
        </div>
      ))}
    </div>
  );
}
