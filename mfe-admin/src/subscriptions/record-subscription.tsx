import { formatUsd, PAYING_SUBSCRIPTION_STATUSES, type SubmissionProfileResponse } from '@biz/contracts';
import { Badge, formatDate } from '@biz/ui-kit';
import { statusBadge } from './subscriptions-panel';

type RecordSubscription = NonNullable<SubmissionProfileResponse['subscription']>;

/** The business's subscription on its record: plan, where it stands, its share of the MRR and its next invoice. */
export function RecordSubscriptionDetails({ subscription: s }: { subscription: RecordSubscription | null }) {
  if (!s) return <p className="text-sm text-ink-muted">No subscription.</p>;
  const paying = PAYING_SUBSCRIPTION_STATUSES.includes(s.status);
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-xs text-ink-muted uppercase">Plan</dt>
        <dd className="text-ink">
          {s.plan}, billed {s.billing} ({formatUsd(s.priceCents)})
        </dd>
      </div>
      <div>
        <dt className="text-xs text-ink-muted uppercase">Status</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <Badge variant={statusBadge[s.status] ?? 'neutral'}>{s.status.replace('_', ' ')}</Badge>
          {s.cancelAtPeriodEnd ? <span className="text-xs text-ink-muted">Cancels at period end</span> : null}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-ink-muted uppercase">Monthly recurring revenue</dt>
        <dd className="text-ink">{paying ? `${formatUsd(s.monthlyCents)} a month` : `Not counted while ${s.status.replace('_', ' ')} (${formatUsd(s.monthlyCents)} a month once paid)`}</dd>
      </div>
      <div>
        <dt className="text-xs text-ink-muted uppercase">Next invoice</dt>
        <dd className="text-ink">{s.nextBillingDate && !s.cancelAtPeriodEnd ? formatDate(s.nextBillingDate, 'date') : 'None due'}</dd>
      </div>
    </dl>
  );
}
