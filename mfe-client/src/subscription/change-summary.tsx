import { formatUsd, type PlanChangePreviewResponse, type Subscription } from '@biz/contracts';
import { formatDate } from '@biz/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PlanChoice } from './plan-chooser';

export const priceOf = ({ plan, cycle }: PlanChoice) => `${formatUsd(cycle === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice)} per ${cycle === 'monthly' ? 'month' : 'year'}`;

/** Today's charge of a change that applies now, as the provider previewed it; said plainly while unknown. */
function chargedToday(preview: UseQueryResult<PlanChangePreviewResponse>): string {
  if (preview.isPending) return 'Working out what is charged today…';
  if (preview.isError) return 'We could not get today’s amount from our payment provider just now: the difference over the rest of your billing period is charged when you confirm.';
  const { chargedTodayCents } = preview.data;
  if (chargedTodayCents === 0) return 'Nothing is charged today: the credit left on your plan covers the difference.';
  return `You are charged ${formatUsd(chargedTodayCents)} today for the difference over the rest of your billing period.`;
}

/** What confirming a change does: a lower plan waits for the period's end; any other starts now, for today's charge. */
export function ChangeSummary({ choice, subscription, preview }: { choice: PlanChoice; subscription: Subscription | null; preview: UseQueryResult<PlanChangePreviewResponse> }) {
  const { plan, kind } = choice;
  const price = priceOf(choice);
  if (kind === 'downgrade' && subscription?.currentPeriodEnd) {
    return `${plan.name} (${price}) starts on ${formatDate(subscription.currentPeriodEnd, 'longDate')}, at the end of the period you paid for; you keep ${subscription.plan} until then. Nothing is charged today.`;
  }
  return (
    <>
      {`${plan.name} (${price}) starts now. `}
      <span role="status">{chargedToday(preview)}</span>
    </>
  );
}
