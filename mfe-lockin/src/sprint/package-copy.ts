import type { PackageName } from '@biz/contracts';

/** One-line pitch of each sprint on the landing page's offer cards (marketing copy, not a contract). */
export const packagePitch: Record<PackageName, string> = {
  starter: 'One automation, built and live in 24 hours.',
  growth: 'Three automations covering your full funnel.',
};

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Integer cents as the headline price, e.g. 100000 → '$1,000'. */
export function formatWholeDollars(cents: number): string {
  return wholeDollars.format(cents / 100);
}
