export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The seconds the parts make: the countdown's start, as the agency's content file gives it, in seconds. */
export function totalSeconds({ days, hours, minutes, seconds }: CountdownParts): number {
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

/**
 * Seconds left on the cosmetic offer countdown (SPEC §9) after `elapsedMs` on the page. Worked out from
 * the elapsed time rather than by counting ticks, so a throttled background tab does not fall behind.
 */
export function secondsLeft(elapsedMs: number, startSeconds: number): number {
  return Math.max(0, startSeconds - Math.floor(Math.max(0, elapsedMs) / 1000));
}

export function countdownParts(totalSeconds: number): CountdownParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { days: Math.floor(s / 86400), hours: Math.floor(s / 3600) % 24, minutes: Math.floor(s / 60) % 60, seconds: s % 60 };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '5d 14h 32m 18s': the compact form the banner shows. */
export function formatCountdown({ days, hours, minutes, seconds }: CountdownParts): string {
  return `${days}d ${twoDigits(hours)}h ${twoDigits(minutes)}m ${twoDigits(seconds)}s`;
}

/** What a screen reader reads for the timer: words, not abbreviations. */
export function describeCountdown({ days, hours, minutes, seconds }: CountdownParts): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [unit(days, 'day'), unit(hours, 'hour'), unit(minutes, 'minute'), unit(seconds, 'second')].join(', ');
}
