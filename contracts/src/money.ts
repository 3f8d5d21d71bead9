const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * Integer cents as US dollars: `$1,000.00`, or `$1,000` with `whole` (a whole-dollar label such as a
 * price tag or 'Complete Payment - $1,000'). Money is formatted only here, so every screen agrees.
 */
export function formatUsd(cents: number, options: { whole?: boolean } = {}): string {
  return (options.whole ? wholeDollars : dollars).format(cents / 100);
}
