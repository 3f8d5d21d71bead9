import { BillingCycle, UNLIMITED_AUTOMATIONS, YEARLY_SAVINGS_LABELS, formatUsd, monthlyEquivalentCents, type SubscriptionPlan } from '@biz/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, Notice } from '@biz/ui-kit';
import { useState } from 'react';
import { useSubscriptionPlans } from './subscription-plans-api';

function PlanCard({ plan, cycle }: { plan: SubscriptionPlan; cycle: BillingCycle }) {
  const monthly = cycle === 'monthly' ? plan.monthlyPrice : monthlyEquivalentCents(plan.yearlyPrice);
  const automations = plan.maxAutomations === UNLIMITED_AUTOMATIONS ? 'Unlimited automations' : `Up to ${plan.maxAutomations} automations`;
  return (
    <Card className="flex flex-col">
      <CardHeader className="pb-3">
        <CardTitle as="h3">{plan.name}</CardTitle>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p>
          <span className="text-3xl font-bold tracking-tight text-ink">{formatUsd(monthly, { whole: true })}</span>
          <span className="text-sm text-ink-muted">/month</span>
        </p>
        <p className="text-xs text-ink-subtle">
          {cycle === 'monthly' ? 'Billed monthly' : `${formatUsd(plan.yearlyPrice, { whole: true })} billed yearly`} · {automations}
        </p>
        <ul className="flex flex-col gap-2 text-sm text-ink">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-accent-600">✓</span>
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 client dashboard, Subscription tab: the plans from svc-billing with a monthly/yearly switch. */
export function PlanChooser() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const plans = useSubscriptionPlans();

  return (
    <section aria-labelledby="plan-chooser-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plan-chooser-title" className="text-lg font-semibold text-ink">Choose your plan</h2>
        <div role="radiogroup" aria-label="Billing cycle" className="inline-flex rounded-full border border-line bg-surface p-1 text-sm">
          {BillingCycle.options.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={cycle === option}
              onClick={() => setCycle(option)}
              className={`rounded-full px-4 py-1.5 font-medium capitalize ${cycle === option ? 'bg-brand-600 text-white' : 'text-ink-muted hover:text-ink'}`}
            >
              {option}
            </button>
          ))}
        </div>
        {cycle === 'yearly' ? (
          <div className="flex gap-2">
            {YEARLY_SAVINGS_LABELS.map((label) => (
              <Badge key={label} variant="success">{label}</Badge>
            ))}
          </div>
        ) : null}
      </div>
      {plans.isPending ? <p className="text-sm text-ink-muted">Loading plans…</p> : null}
      {plans.isError ? <Notice title="Plans could not be loaded">{plans.error.message}</Notice> : null}
      {plans.data ? (
        <div className="grid gap-4 md:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard key={plan.name} plan={plan} cycle={cycle} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
