import { formatCount } from './counts';

/**
 * Integer cents as US dollars: `$1,000.00`, or `$1,000` with `whole` (a whole-dollar label such as a
 * price tag or 'Complete Payment - $1,000'), rounded half away from zero as Intl rounds. Money is formatted
 * only here, so every screen agrees. By hand, not with `Intl.NumberFormat`: the first Intl formatter a page
 * makes costs it tens of milliseconds of a phone's main thread, for what is integer arithmetic.
 */
export function formatUsd(cents: number, options: { whole?: boolean } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  if (options.whole) return `${sign}$${formatCount(Math.round(abs / 100))}`;
  return `${sign}$${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
